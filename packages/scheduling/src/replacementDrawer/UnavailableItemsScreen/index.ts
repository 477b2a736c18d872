export { UnavailableItemsScreen, type UnavailableItemsScreenProps } from './UnavailableItemsScreen';

export { UnavailableItemPanel, type ItemAvailability, type UnavailableItemPanelProps } from './UnavailableItemPanel';

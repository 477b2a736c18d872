export { SimilarItemsScreen, type SimilarItemsScreenProps } from './SimilarItemsScreen';

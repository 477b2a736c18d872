export { SimilarItemsPager, type SimilarItemsPagerProps } from './SimilarItemsPager';

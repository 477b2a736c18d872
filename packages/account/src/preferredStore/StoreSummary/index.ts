export { StoreSummary, storeName, type StoreSummaryProps } from './StoreSummary';

export { PurchaseDetails, type PurchaseDetailsProps } from './PurchaseDetails';
export { PurchaseHistory, type PurchaseHistoryProps } from './PurchaseHistory';

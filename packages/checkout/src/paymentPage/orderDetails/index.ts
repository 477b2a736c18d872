export { OrderDetails, type OrderDetailsProps } from './OrderDetails';

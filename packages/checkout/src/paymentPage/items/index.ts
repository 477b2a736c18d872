export { OrderItems, type OrderItemsProps } from './OrderItems';

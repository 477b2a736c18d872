export { OrderTimedOutModal, type OrderTimedOutModalProps } from './OrderTimedOutModal';

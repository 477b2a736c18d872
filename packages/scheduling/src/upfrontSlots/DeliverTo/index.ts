export { addressLine, DeliverTo, type DeliverToProps } from './DeliverTo';

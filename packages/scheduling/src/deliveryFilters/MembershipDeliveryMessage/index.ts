export { MembershipDeliveryMessage, type MembershipDeliveryMessageProps } from './MembershipDeliveryMessage';

export { DeliveryPromo, deliveryPromoMinimum, type DeliveryPromoOffer, type DeliveryPromoProps } from './DeliveryPromo';

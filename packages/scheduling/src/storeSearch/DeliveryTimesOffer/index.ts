export { DeliveryTimesOffer, type DeliveryTimesOfferProps } from './DeliveryTimesOffer';

// The zod schemas of the wire shapes every feature shares: the services' addresses and times. Each
// feature's calls are `./account` and `./wallet`; the types of these shapes are also in the root.
export {
  addressRecord,
  addressValidationRequest,
  addressValidationResponse,
  billingAddress,
  billingAddressPayload,
  billingAddressRecord,
  cardBillingAddress,
  legacyAddress,
  locationInput,
  profileAddressPayload,
  serviceAddress,
} from './address/serviceShapes';
export { serviceDateTime } from './dates/serviceDateTime';
export { analyticsBatch, analyticsBatchEvent } from './analytics/analyticsBatch';

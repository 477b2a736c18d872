// The upfront delivery time-slots screen (scheduling spec §2, §4 "Upfront slots", "Promise storage").

// The screen, and what it reports once a time is reserved
export { UpfrontSlots, upfrontSlotsComponent, type UpfrontSlotsProps } from './UpfrontSlots';
export type { UpfrontReservation } from './useReserve';

// Its data and failures, for a host's own time chooser
export { useQuotes, type QuotesState, type QuotesStatus, type UseQuotesOptions } from './useQuotes';
export {
  quotesFailure,
  reserveFailure,
  timeslotUnavailableCode,
  unknownResponseCode,
  unknownResponseErrorCode,
  type QuotesFailure,
  type ReserveFailure,
} from './slotFailures';

// The promise as the host keeps it (§4 "Promise storage")
export {
  defaultPromiseTtlMinutes,
  isExpired,
  isStoredPromiseValid,
  readStoredPromise,
  toStoredPromise,
  type StoredPromise,
} from './storePromise';

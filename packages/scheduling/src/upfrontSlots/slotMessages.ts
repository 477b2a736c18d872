// The upfront delivery time-slots screen's words (scheduling spec §2, §4 "Upfront slots", §5, §8).
import type { StringTablePlaces } from '../hooks/useStringTableWords';

/**
 * Strings are the spec's, quoted exactly (its capitals and apostrophes included); `{name}` marks a
 * value filled in with `format` from @aisle/ui. Entries marked "ours" are where the spec names a
 * text without its wording. Part of `schedulingMessages` (src/messages.ts).
 */
export const slotMessages = {
  // The screen (§2 "Upfront delivery time-slots screen").
  slotsTitle: 'Choose a day and time',
  slotsDeliverTo: 'Deliver to',
  slotsChangeAddress: 'Change Address',
  /** The button, per ambiguity 7: nothing held, opened from the storefront. */
  slotsReserveButton: 'Reserve Your Time',
  /** … opened from cart or checkout. */
  slotsScheduleButton: 'Schedule Delivery',
  /** … a reservation is held. */
  slotsEditButton: 'Edit Reservation',
  /** What the button says while the time is being reserved: ours. */
  slotsReserving: 'Reserving',
  /** §2 "held until a time shown as h:mm A"; the words around the time are ours. */
  slotsHeldUntil: 'Your delivery time is reserved until {time}.',
  /** A held reservation whose time has passed: ours. */
  slotsHoldExpired: 'Your reservation expired at {time}. Please choose a new time.',

  // Days and times.
  /** The day choice's accessible name: ours. */
  slotsDaysLabel: 'Delivery day',
  /** The same for pickup, on the scheduling page: ours. */
  slotsPickupDaysLabel: 'Pickup day',
  /** The current day in the carousel: ours (the account's carousel says the same). */
  slotsToday: 'Today',
  /** Under a day: its cheapest time's cost: ours. */
  slotsDayFrom: 'From {cost}',
  /** Under a day without times: ours. */
  slotsDayNoTimes: 'No times',
  /** The times' legend: ours. */
  slotsTimesLabel: 'Delivery times for {day}',
  /** The same for pickup: ours. */
  slotsPickupTimesLabel: 'Pickup times for {day}',
  /** A time's window, as the service's displayString writes it: ours. */
  slotsWindow: '{start} – {end}',
  /** A time whose cost is 0 or waived: ours. */
  slotsFree: 'Free',
  /** The mark of an EXPRESS time without an incentive name of its own: ours. */
  slotsExpress: 'Express',
  /** Under a time: its cost and who delivers it: ours. */
  slotsOptionDetail: '{cost} · {vendor}',
  /** Announced while the times load: ours. */
  slotsLoading: 'Loading available times',

  // Validation (§5).
  slotsSelectTime: 'Please select a time to continue',

  // Errors (§8 "Timeslots", "Reserve failure", "Selected time gone").
  slotsLoadFailed: "We're sorry, but there was a problem loading available times.",
  /** §8 "plus a customer-service note" (text not shown): ours. */
  slotsLoadFailedNote: 'If the problem persists, please contact Customer Service at {phone}.',
  slotsSessionExpired: 'Your session has expired.',
  /** §8: INVALID_ADDRESS, LAT_LNG_REQUIRED or FULL_ADDRESS_REQUIRED. */
  slotsInvalidZip: 'The ZIP code entered is not a valid ZIP code.',
  slotsEmpty: "We're sorry, the store you are shopping does not have any timeslots available for {modality}.",
  /** The {modality} of `slotsEmpty`, mid-sentence: ours. */
  slotsDelivery: 'delivery',
  slotsNoTimesForDay:
    'There are no time slots available for this store for this day. Please select a different date or store.',
  /**
   * §8: a 500 from the edge with its unknown-response code shows an error with `{code}` TS1079
   * (message not shown): ours, as the checklist's ambiguity 25 words it.
   */
  slotsUnknownResponse: 'Something went wrong ({code}). Please try again.',
  slotsTryAgain: 'Try Again',
  slotsNotReserved: 'Your requested time slot was not reserved. Please try again.',
  slotsTimeUnavailable: 'The time you selected for your order is no longer available. Please select a new time.',
  /** §8: selecting the time slot failed (the host could not take the reservation). */
  slotsTechnicalDifficulties:
    "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
};

/** The failure page's words in the string table (§7 `checkout/upfront-timeslots`): SOMETHING_WENT_WRONG. */
export const slotStringTablePlaces: StringTablePlaces<typeof slotMessages, 'checkout/upfront-timeslots'> = {
  slotsLoadFailed: ['SOMETHING_WENT_WRONG', 'headingText'],
  slotsLoadFailedNote: ['SOMETHING_WENT_WRONG', 'bodyText'],
};

// §8: a corrected address, and one the system was unable to verify, are "logged as a user-constraint
// error". The spec does not show the event's shape: ours, sent through @aisle/core's `useAnalytics`.

/** The event type of a corrected or unverifiable address. */
export const addressUserConstraintEvent = 'scheduling_address_user_constraint';

// A type, not an interface: @aisle/core's AnalyticsEvent takes only shapes open to more fields.
/** The user-constraint error the address form records (§8). */
export type AddressUserConstraintEvent = {
  type: typeof addressUserConstraintEvent;
  /** 'corrected': the service suggested another address; 'unverified': the validation call failed. */
  reason: 'corrected' | 'unverified';
};

/** The event for a corrected ('corrected') or unverifiable ('unverified') address. */
export function addressUserConstraint(reason: AddressUserConstraintEvent['reason']): AddressUserConstraintEvent {
  return { type: addressUserConstraintEvent, reason };
}

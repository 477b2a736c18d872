// §5: a postal-code search that is not 5 characters or not numeric "triggers a client constraint
// error". The spec does not show the event's shape: ours, sent through @aisle/core's `useAnalytics`.

/** The event type of a refused postal-code search. */
export const postalCodeClientConstraintEvent = 'scheduling_postal_code_client_constraint';

// A type, not an interface: @aisle/core's AnalyticsEvent takes only shapes open to more fields.
/** The client constraint error the postal-code search records (§5). */
export type PostalCodeClientConstraintEvent = {
  type: typeof postalCodeClientConstraintEvent;
  /** 'notNumeric': something other than digits; 'length': digits, but not 5 of them. */
  reason: 'notNumeric' | 'length';
};

/** The event for a searched postal code that is not 5 digits. */
export function postalCodeClientConstraint(postalCode: string): PostalCodeClientConstraintEvent {
  return {
    type: postalCodeClientConstraintEvent,
    reason: /^\d*$/.test(postalCode.trim()) ? 'length' : 'notNumeric',
  };
}

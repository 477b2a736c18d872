// What a failed modify submission means (checkout spec §8 "Modify mapping", §4 "Modify submit"
// steps 5 and 6). Pure, so the mapping is tested without a screen.
import { checkoutErrorCodes, newlyIneligibleUpcsOf } from '@aisle/contracts/checkout';
import { isServiceError } from '@aisle/core';
import { format } from '@aisle/ui';
import { describeCheckoutError, type CheckoutFailure } from '../checkoutErrors/describeCheckoutError';
import type { errorMessages } from '../checkoutErrors/errorMessages';

/**
 * The modify codes the contracts do not name: the spec names the failures ("promising fallout or
 * restricted", "alcohol not available for the address", …) without their codes, so these are ours.
 * Instacart's codes all start with `INSTACART_`.
 */
export const modifyErrorCodes = {
  promisingFallout: 'PROMISING_FALLOUT',
  restrictedItems: 'RESTRICTED_ITEMS',
  alcoholNotAvailable: 'ALCOHOL_NOT_AVAILABLE',
  alcoholQuantityExceeded: 'ALCOHOL_QUANTITY_EXCEEDED',
  cartQuantityLimitExceeded: checkoutErrorCodes.quantityLimit,
  instacartPrefix: 'INSTACART_',
} as const;

/** The items could not be promised: the spec's message and the code ('FALLOUT_ERROR' when the service gave no cause). */
const falloutCodes: ReadonlySet<string> = new Set([
  checkoutErrorCodes.fallout,
  modifyErrorCodes.promisingFallout,
  modifyErrorCodes.restrictedItems,
]);

/** Refusals whose reason is written for the shopper: the service's words are shown. */
const reasonCodes: ReadonlySet<string> = new Set([
  modifyErrorCodes.alcoholNotAvailable,
  modifyErrorCodes.alcoholQuantityExceeded,
  modifyErrorCodes.cartQuantityLimitExceeded,
  checkoutErrorCodes.paymentInvalid,
  checkoutErrorCodes.bankCardRequired,
]);

/**
 * A checkout failure, or the modification's own: `fallout` (the added items cannot be promised,
 * the order stays as it was; `newlyIneligible` names the stale ones, §4 step 6) and
 * `items-refused` (an item limit, the service's reason).
 */
export type ModifyFailure =
  | CheckoutFailure
  | { kind: 'fallout'; message: string; code: string; newlyIneligible: readonly string[] }
  | { kind: 'items-refused'; message: string; code: string };

/**
 * §8 "Modify mapping": fallout with its code; CANNOT_MODIFY ("We're working on your order now!…");
 * the alcohol, quantity and Instacart refusals in the service's words; the rest as any checkout
 * call (`describeCheckoutError`: a post-auth reject, a conflict, a decline…), a 4xx it does not
 * name as 'Processing Error'. `generic` is @aisle/core's offline/technical-difficulties message.
 */
export function describeModifyError(
  error: unknown,
  messages: typeof errorMessages,
  generic: (error: unknown) => string,
): ModifyFailure {
  if (isServiceError(error) && error.code) {
    const { code, reason } = error;
    if (falloutCodes.has(code)) {
      return {
        kind: 'fallout',
        message: `${messages.modifyItemsIssue} ${format(messages.errorCode, { code })}`,
        code,
        newlyIneligible: newlyIneligibleUpcsOf(error.body),
      };
    }
    if (reasonCodes.has(code) || code.startsWith(modifyErrorCodes.instacartPrefix)) {
      return { kind: 'items-refused', message: reason ?? messages.processingError, code };
    }
  }
  return describeCheckoutError(error, messages, generic, messages.processingError);
}

interface BalanceInquiryBody {
  errors?: { ebtDetails?: { remainingBalance?: { snap?: unknown } } };
}

/**
 * The SNAP EBT balance a failed submission carried (§4 step 5, "stored as a transaction balance
 * inquiry"). The spec does not show where an error carries it: ours is §3's
 * `ebtDetails.remainingBalance.snap`, inside the error body's `errors`.
 */
export function remainingSnapBalanceOf(error: unknown): number | undefined {
  if (!isServiceError(error)) return undefined;
  const snap = (error.body as BalanceInquiryBody | undefined)?.errors?.ebtDetails?.remainingBalance?.snap;
  return typeof snap === 'number' && Number.isFinite(snap) ? snap : undefined;
}

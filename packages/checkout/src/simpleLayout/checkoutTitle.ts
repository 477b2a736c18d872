import { format } from '@aisle/ui';
import type { CheckoutMessages } from '../messages';
import { simpleLayoutMessages } from './simpleLayoutMessages';

/** The step a simple checkout page shows: the scheduling route's or the checkout route's. */
export type SimpleCheckoutStep = 'schedule' | 'payment';

/**
 * The document title of a step's page (§2): 'Checkout - Schedule' or 'Checkout - Payment', in the
 * checkout's words or the host's (`useCheckoutMessages()`).
 */
export function checkoutTitle(
  step: SimpleCheckoutStep,
  messages: Pick<
    CheckoutMessages,
    'simpleLayoutDocumentTitle' | 'simpleLayoutSchedule' | 'simpleLayoutPayment'
  > = simpleLayoutMessages,
): string {
  const part = step === 'schedule' ? messages.simpleLayoutSchedule : messages.simpleLayoutPayment;
  return format(messages.simpleLayoutDocumentTitle, { step: part });
}

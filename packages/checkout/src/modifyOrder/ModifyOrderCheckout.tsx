'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { useServiceErrorMessage, useStorefront, useStorefrontRoutes } from '@aisle/core';
import { formatMoney } from '@aisle/core/format';
import { Alert, Button, format, Skeleton, Spinner } from '@aisle/ui';
import { WalletSettingsProvider, type WalletSettings } from '@aisle/wallet';
import { useEffect, useId, useMemo, useState } from 'react';
import { describeCheckoutError } from '../checkoutErrors/describeCheckoutError';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { useCheckoutMessages, type CheckoutMessages } from '../messages';
import { PageFailureAlert } from '../paymentPage/pageFailure';
import { PaymentSummary } from '../paymentSummary';
import * as styles from './ModifyOrderCheckout.css';
import { ModifyOrderInformation } from './ModifyOrderInformation';
import { ModifyOrderItemsColumn } from './ModifyOrderItems';
import { snapAuthorised, type ModifyCartLine, type ModifyFulfillment } from './modifyRequest';
import { useModifySubmit } from './useModifySubmit';
import { usePlacedOrderForModify } from './usePlacedOrderForModify';
import { useSnapPin } from './useSnapPin';

export interface ModifyOrderCheckoutProps {
  /** The placed order being modified. */
  orderId: string;
  /** The modify cart's lines, from the host: what the order is to hold. */
  lineItems: readonly ModifyCartLine[];
  /**
   * The order is modified and the shopper is on the way to its complete page: the host deletes its
   * modify cart. A rejection shows the 'Modifications Saved' toast, whose 'Confirm' calls it again.
   */
  onModified?: () => Promise<unknown>;
  /**
   * Where the SNAP EBT PIN widget lives, as for the payment page's Paying With (at least
   * `secureFieldsOrigin`): when SNAP EBT pays, the PIN is asked before the modification is sent.
   */
  walletSettings: Omit<WalletSettings, 'mode' | 'checkoutConfig' | 'paymentIntentId'>;
}

/** The heading (§2): 'Complete Your Order' for a ship order, 'Complete your order' for the others. */
export const modifyOrderHeading = (modalityType: string, messages: CheckoutMessages) =>
  modalityType === 'SHIP' ? messages.modifyOrderTitleShip : messages.modifyOrderTitle;

/**
 * The modify-order checkout (checkout spec §2 "Modify-order checkout screen", §4 "Modify submit"),
 * router-free: the host reads the route and gives the modify cart's lines. '1. Order Information',
 * the items, and the Order Summary with 'Submit Modified Order', in one, two or three columns by
 * width. An order that is unknown or not placed sends the shopper to the modify cart.
 */
export function ModifyOrderCheckout({ walletSettings, ...props }: ModifyOrderCheckoutProps) {
  const settings = useMemo<WalletSettings>(() => ({ ...walletSettings, mode: 'checkout' }), [walletSettings]);
  return (
    <WalletSettingsProvider settings={settings}>
      <ModifyOrderScreen {...props} secureFields={settings} />
    </WalletSettingsProvider>
  );
}

type ScreenProps = Omit<ModifyOrderCheckoutProps, 'walletSettings'> & {
  secureFields: Pick<WalletSettings, 'secureFieldsOrigin' | 'secureFieldsFrameUrl'>;
};

function ModifyOrderScreen({ orderId, lineItems, onModified, secureFields }: ScreenProps) {
  const messages = useCheckoutMessages();
  const generic = useServiceErrorMessage();
  const routes = useCheckoutRoutes();
  const { signIn } = useStorefrontRoutes();
  const { navigate } = useStorefront().navigation;
  const titleId = useId();
  const order = usePlacedOrderForModify(orderId);
  const { checkout, status } = order;
  const [fulfillment, setFulfillment] = useState<ModifyFulfillment>();
  const snapAmount = checkout ? snapAuthorised(checkout, order.payment) : 0;
  const pin = useSnapPin(checkout, snapAmount, secureFields);
  const submit = useModifySubmit({
    checkout,
    lineItems,
    fulfillment,
    snapAmount,
    askPin: pin.ask,
    refreshPayment: order.refreshPayment,
    onModified,
  });

  // §4 step 6: the stale items a fallout named, marked on their lines until the next attempt.
  const newlyIneligible = submit.failure?.kind === 'fallout' ? submit.failure.newlyIneligible : undefined;

  const loadFailure = status === 'error' ? describeCheckoutError(order.error, messages, generic) : undefined;
  // No checkout to modify (§2 "/cart/modify"): unknown, or no longer a placed order. Once submitted
  // the screen is on its way out, whatever the order now is.
  const toModifyCart = !submit.submitting && (status === 'missing' || (checkout && checkout.status !== 'ACTIVE'));
  const sessionEnded = loadFailure?.kind === 'session-expired';
  useEffect(() => {
    // Replaced, not pushed: Back must not return to a screen that sends the shopper away again.
    if (toModifyCart) navigate(routes.modifyCart, { replace: true });
    else if (sessionEnded) navigate(signIn, { replace: true });
  }, [navigate, routes.modifyCart, signIn, toModifyCart, sessionEnded]);

  let body;
  if (toModifyCart) body = <Spinner label={messages.paymentPageRedirecting} />;
  else if (checkout) {
    const shown = { ...checkout, fulfillment: { ...checkout.fulfillment, ...fulfillment } };
    body = (
      <div className={styles.columns}>
        <ModifyOrderInformation
          checkout={shown}
          onInstructionsChange={setFulfillment}
          lines={lineItems}
          placed={checkout.lineItems}
          newlyIneligible={newlyIneligible}
        />
        <ModifyOrderItemsColumn lines={lineItems} placed={checkout.lineItems} newlyIneligible={newlyIneligible} />
        <ModifyOrderSummary
          checkout={checkout}
          modified={submit.modified}
          submitting={submit.submitting}
          failure={submit.failure?.message}
          snapBalance={submit.balanceInquiry?.snap}
          onSubmit={() => void submit.submit()}
        />
      </div>
    );
  } else if (loadFailure && !sessionEnded) {
    body = (
      <Alert tone="error" heading={messages.paymentPageLoadFailed}>
        <div className={styles.retry}>
          <span>{loadFailure.message}</span>
          <Button variant="secondary" size="small" onClick={() => void order.reload()}>
            {messages.tryAgain}
          </Button>
        </div>
      </Alert>
    );
  } else {
    body = (
      <div className={styles.loading} aria-busy="true">
        <Spinner delay={200} label={messages.paymentPageLoading} />
        <Skeleton shape="rectangle" height={160} />
      </div>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {modifyOrderHeading(checkout?.modalityType ?? '', messages)}
      </h1>
      {submit.pageFailure && (
        <PageFailureAlert
          failure={submit.pageFailure}
          onRefresh={() => void order.reload().then(submit.clearPageFailure)}
        />
      )}
      {body}
      {pin.modal}
    </section>
  );
}

interface ModifyOrderSummaryProps {
  checkout: Checkout;
  /** The answer to the submission: the new cost, and the cost before. */
  modified: Checkout | undefined;
  submitting: boolean;
  failure: string | undefined;
  /** The SNAP EBT balance a failed submission carried. */
  snapBalance: number | undefined;
  onSubmit(): void;
}

/** The Order Summary panel: the placed order's cost, after the answer the new one beside the old. */
function ModifyOrderSummary({
  checkout,
  modified,
  submitting,
  failure,
  snapBalance,
  onSubmit,
}: ModifyOrderSummaryProps) {
  const messages = useCheckoutMessages();
  const shown = modified ?? checkout;
  return (
    <section className={styles.summary} aria-label={messages.modifyOrderSummaryLabel}>
      <PaymentSummary
        cost={shown.summary.cost}
        payments={shown.paymentDetails.payments}
        originalCost={modified?.originalSummary?.cost ?? null}
        modifying={modified !== undefined}
      >
        <div className={styles.submit}>
          <Button
            variant="primary"
            size="large"
            fullWidth
            busy={submitting}
            busyLabel={messages.modifyOrderSubmitting}
            onClick={onSubmit}
          >
            {messages.modifyOrderSubmit}
          </Button>
          {failure && <Alert tone="error">{failure}</Alert>}
          {snapBalance !== undefined && (
            <Alert tone="info">{format(messages.modifyOrderSnapBalance, { amount: formatMoney(snapBalance) })}</Alert>
          )}
        </div>
      </PaymentSummary>
    </section>
  );
}

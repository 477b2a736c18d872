'use client';

import type { Checkout, CheckoutContact, PaymentUpdate } from '@aisle/contracts/checkout';
import { useStorefront, useStorefrontRoutes } from '@aisle/core';
import { Alert, Button, Skeleton, Spinner, Stepper } from '@aisle/ui';
import type { WalletSettings } from '@aisle/wallet';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useCheckoutOrder, type CheckoutChange, type CheckoutOrder } from '../hooks/useCheckoutOrder';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { useCheckoutMessages } from '../messages';
import { FlashSales, useFlashSaleLeaveGuard } from '../flashSales';
import { PayingWith, usePaymentMethods, type PaymentMethodsSource } from '../payingWith';
import { PaymentSummary } from '../paymentSummary';
import { PromoCodes } from '../promoCodes';
import { TipSection } from '../tip';
import { ContactInfo, type EmailOptIn } from './contactInfo';
import { DeliveryPromo, type DeliveryPromoOffer } from './deliveryPromo';
import { fulfillmentUpdate, type FulfillmentChange } from './fulfillmentUpdate';
import { Instructions, type InstructionsChange } from './instructions';
import { OrderItems } from './items';
import { OrderDetails } from './orderDetails';
import { PageFailureAlert } from './pageFailure';
import * as styles from './PaymentPage.css';
import { paymentPageRedirect } from './paymentPageRedirect';
import { PlaceOrder, usePlaceOrder } from './placeOrder';
import { OrderTimedOutModal } from './timedOut';

export interface PaymentPageProps {
  /** The route's `orderId` (§2 `/checkout?orderId=`). */
  orderId: string;
  /** The route's `im=true`: a modified order, so told to the order-complete page. */
  modified?: boolean;
  /**
   * The order was placed: clear the basket (§4 "Submit"), as the page goes on to order complete.
   * Reject when the basket could not be cleared: the 'Order Successfully Placed' notice says the
   * order went through all the same (§4 "Basket error").
   */
  onOrderPlaced?: (checkout: Checkout) => unknown;
  /**
   * The wallet's settings for Paying With's card box and flyout (the page sets checkout mode and
   * the order's totals itself): at least where the secure card fields are served from.
   */
  walletSettings: Omit<WalletSettings, 'mode' | 'checkoutConfig' | 'paymentIntentId'>;
  /** The e-mail opt-in of the contact drawer, kept by the host; hidden on banners that hide it. */
  emailOptIn?: EmailOptIn;
  /**
   * The banner's delivery membership, offered in a panel on a delivery of $35 or more (§9). Leave it
   * out, or null, where there is none to offer: for a shopper whose membership is BST or BSTL (§6).
   */
  deliveryPromo?: DeliveryPromoOffer | null;
}

/**
 * The payment step (`/checkout?orderId=`, checkout spec §2 "Payment page", §4), router-free: the
 * host reads the route and passes it in. Titled 'Payment details', with the step indicator on
 * Payment; one column to 674 px, two from 675 px: the order's blocks, then the summary with Place
 * order. A placed checkout goes to its order-complete page, an unknown one to the cart.
 */
export function PaymentPage({ orderId, ...props }: PaymentPageProps) {
  const messages = useCheckoutMessages();
  const order = useCheckoutOrder(orderId);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <Stepper
        aria-label={messages.paymentPageStepsLabel}
        current={1}
        steps={[
          { id: 'scheduling', label: messages.paymentPageStepScheduling },
          { id: 'payment', label: messages.paymentPageStepPayment },
        ]}
      />
      <h1 id={titleId} className={styles.title}>
        {messages.paymentPageTitle}
      </h1>
      <PaymentPageBody order={order} {...props} />
    </section>
  );
}

function PaymentPageBody({
  order,
  modified = false,
  onOrderPlaced,
  walletSettings,
  emailOptIn,
  deliveryPromo,
}: Omit<PaymentPageProps, 'orderId'> & { order: CheckoutOrder }) {
  const messages = useCheckoutMessages();
  const routes = useCheckoutRoutes();
  const { cart, signIn } = useStorefrontRoutes();
  const { navigate } = useStorefront().navigation;
  const [agreed, setAgreed] = useState(false);
  const payment = usePaymentMethods();
  const submit = usePlaceOrder({
    order,
    agreed,
    getPaymentMethods: payment.getPaymentMethods,
    onOrderPlaced,
    modified,
  });
  const { checkout, status, loadFailure, pageFailure, update, reload } = order;
  const refresh = useCallback(() => void reload(), [reload]);

  // Once the order is placed the page is on its way out: the placed checkout is not sent anywhere else.
  const redirect = submit.placing ? null : paymentPageRedirect(status, checkout);
  const redirectTo =
    redirect === 'cart'
      ? cart
      : redirect === 'orderComplete' && checkout
        ? routes.orderComplete(checkout.id, modified)
        : null;
  useEffect(() => {
    // Replaced, not pushed: Back must not return to a page that sends the shopper away again.
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [navigate, redirectTo]);
  const sessionEnded = pageFailure?.kind === 'session-expired';
  useEffect(() => {
    if (sessionEnded) navigate(signIn, { replace: true });
  }, [navigate, signIn, sessionEnded]);

  /** A block's change: rejects with the service's error, after the page has shown a conflict, an expiry or an ended session. */
  const change = useCallback(
    async (request: CheckoutChange) => {
      const result = await update(request);
      if (result.ok) return result.checkout;
      throw result.error ?? new Error(result.failure.message);
    },
    [update],
  );

  /**
   * Paying With's payment update. An expiry or an ended session is the page's to show (the
   * 'Order Timed Out' modal, or sign-in): Paying With then opens no 'Payment Not Updated' over it.
   */
  const changePayments = useCallback(
    async (payments: PaymentUpdate[]) => {
      const result = await update({ payments });
      if (result.ok) return result.checkout;
      if (result.failure.kind === 'order-timed-out' || result.failure.kind === 'session-expired') return undefined;
      throw result.error ?? new Error(result.failure.message);
    },
    [update],
  );

  const saveFulfillment = useCallback(
    async (change: FulfillmentChange, fallback: string) => {
      if (!checkout) return messages.refreshAndTryAgain;
      const result = await update(fulfillmentUpdate(checkout, change), { fallback });
      if (result.ok) return undefined;
      // The page takes over: the 'Order Timed Out' modal, or sign-in.
      if (result.failure.kind === 'order-timed-out' || result.failure.kind === 'session-expired') return undefined;
      return result.failure.message;
    },
    [checkout, update, messages.refreshAndTryAgain],
  );
  const saveContact = useCallback(
    (contact: CheckoutContact) => saveFulfillment({ contact }, messages.paymentPageContactSaveFailed),
    [saveFulfillment, messages.paymentPageContactSaveFailed],
  );
  const saveInstructions = useCallback(
    (change: InstructionsChange) => saveFulfillment(change, messages.paymentPageInstructionsSaveFailed),
    [saveFulfillment, messages.paymentPageInstructionsSaveFailed],
  );

  const timedOut = (
    <OrderTimedOutModal
      open={pageFailure?.kind === 'order-timed-out'}
      onBack={() => navigate(routes.scheduling(checkout?.modalityType ?? 'PICKUP'))}
    />
  );
  const failureAlert = pageFailure && pageFailure.kind !== 'order-timed-out' && (
    <PageFailureAlert failure={pageFailure} onRefresh={refresh} />
  );

  if (redirectTo) return <Spinner label={messages.paymentPageRedirecting} />;
  if (!checkout) {
    return (
      <>
        {failureAlert}
        {status === 'error' && loadFailure && !pageFailure ? (
          <Alert tone="error" heading={messages.paymentPageLoadFailed}>
            <div className={styles.retry}>
              <span>{loadFailure.message}</span>
              <Button variant="secondary" size="small" onClick={() => void reload()}>
                {messages.tryAgain}
              </Button>
            </div>
          </Alert>
        ) : (
          status === 'loading' && (
            <div className={styles.loading} aria-busy="true">
              <Spinner delay={200} label={messages.paymentPageLoading} />
              <Skeleton shape="rectangle" height={160} />
            </div>
          )
        )}
        {timedOut}
      </>
    );
  }

  return (
    <>
      {failureAlert}
      <PaymentColumns
        checkout={checkout}
        modified={modified}
        change={change}
        changePayments={changePayments}
        walletSettings={walletSettings}
        deliveryPromo={deliveryPromo}
        payment={payment}
        contact={
          <ContactInfo
            checkout={checkout}
            problems={submit.contactProblems}
            onSave={saveContact}
            emailOptIn={emailOptIn}
          />
        }
        instructions={<Instructions checkout={checkout} onSave={saveInstructions} />}
        placeOrder={
          <PlaceOrder
            deliveryVendor={checkout.deliveryVendor}
            agreed={agreed}
            onAgreedChange={setAgreed}
            agreementError={submit.agreementError}
            error={submit.error}
            placing={submit.placing}
            onPlaceOrder={() => void submit.placeOrder()}
          />
        }
      />
      {timedOut}
    </>
  );
}

interface PaymentColumnsProps {
  checkout: Checkout;
  modified: boolean;
  change: (request: CheckoutChange) => Promise<Checkout>;
  changePayments: (payments: PaymentUpdate[]) => Promise<unknown>;
  walletSettings: PaymentPageProps['walletSettings'];
  deliveryPromo: PaymentPageProps['deliveryPromo'];
  payment: PaymentMethodsSource;
  contact: ReactNode;
  instructions: ReactNode;
  placeOrder: ReactNode;
}

/**
 * The blocks of a loaded order: on the left what and where, on the right what it costs. Leaving
 * for another time goes through the flash sales guard: their prices hold for this time only.
 */
function PaymentColumns({
  checkout,
  modified,
  change,
  changePayments,
  walletSettings,
  deliveryPromo,
  payment,
  contact,
  instructions,
  placeOrder,
}: PaymentColumnsProps) {
  const routes = useCheckoutRoutes();
  const { navigate } = useStorefront().navigation;
  const guard = useFlashSaleLeaveGuard(checkout, (lineItems) => change({ lineItems }));
  const changeTime = () => guard.confirmLeave(() => navigate(routes.scheduling(checkout.modalityType)));
  return (
    <>
      <div className={styles.columns}>
        <div className={styles.main}>
          <OrderDetails checkout={checkout} onChangeTime={changeTime} />
          {contact}
          {instructions}
          <PayingWith
            checkout={checkout}
            walletSettings={walletSettings}
            paymentMethodsRef={payment.ref}
            onPaymentsChange={changePayments}
          />
          <OrderItems lineItems={checkout.lineItems} />
          <FlashSales checkout={checkout} onAddItems={(lineItems) => change({ lineItems })} />
        </div>
        <div className={styles.aside}>
          <DeliveryPromo checkout={checkout} offer={deliveryPromo} />
          <PromoCodes
            promos={checkout.priceAdjustment.promos}
            onApply={(code) => change({ priceAdjustment: { promos: [{ action: 'ADD', code }] } })}
            onRemove={(code) => change({ priceAdjustment: { promos: [{ action: 'REMOVE', code }] } })}
            announcesOrderFailures={false}
          />
          <TipSection
            gratuity={checkout.gratuity}
            amount={checkout.paymentDetails.gratuityAmount}
            onChange={(gratuityAmount) => change({ paymentDetails: { gratuityAmount } })}
          />
          <PaymentSummary
            cost={checkout.summary.cost}
            payments={checkout.paymentDetails.payments}
            originalCost={checkout.originalSummary?.cost ?? null}
            modifying={modified}
          >
            {placeOrder}
          </PaymentSummary>
        </div>
      </div>
      {guard.dialog}
    </>
  );
}

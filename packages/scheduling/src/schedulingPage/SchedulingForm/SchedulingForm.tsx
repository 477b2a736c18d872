'use client';

import type { ActiveModality, PromiseV4, QuoteItem } from '@aisle/contracts/scheduling';
import { useStorefront, useStorefrontRoutes } from '@aisle/core';
import { Alert, format } from '@aisle/ui';
import { BannerDeliveryUnavailableModal } from '../../deliveryFilters/BannerDeliveryUnavailableModal';
import { DeliveryFilters } from '../../deliveryFilters/DeliveryFilters';
import { MembershipDeliveryMessage } from '../../deliveryFilters/MembershipDeliveryMessage';
import { ItemImageStrip } from '../../items';
import { useSchedulingWords } from '../../words';
import { schedulingPageMessages } from '../schedulingPageMessages';
import { selectorMessages } from '../../modalitySelector/selectorMessages';
import { slotMessages } from '../../upfrontSlots/slotMessages';
import { LoadingSlots, QuotesError } from '../../upfrontSlots/QuotesStates';
import { SlotPicker } from '../../upfrontSlots/SlotPicker';
import { SlotsProblem } from '../../upfrontSlots/SlotsProblem';
import type { StoredPromise } from '../../upfrontSlots/storePromise';
import { useQuotes } from '../../upfrontSlots/useQuotes';
import { useShopperTimeZone } from '../../upfrontSlots/useShopperTimeZone';
import { SchedulingModal } from '../SchedulingModal';
import type { ScheduledModality } from '../schedulingErrors';
import { modifyCartPath } from '../schedulingRedirect';
import { useAgeRequirement } from '../useAgeRequirement';
import { usePageAbandonment } from '../usePageAbandonment';
import { useSchedulingSubmit, type ReplacementStep, type SchedulingPhase } from '../useSchedulingSubmit';
import * as styles from './SchedulingForm.css';
import { useDeliveryFilters, type DeliveryFilterSettings } from './useDeliveryFilters';

// This screen's words: its parts of the scheduling table.
const words = /* @__PURE__ */ Object.assign({}, schedulingPageMessages, selectorMessages, slotMessages);

/** Who asks for the scheduling page's times (§3 "Time-slot request" page and component; the values are ours). */
const schedulingAsker = { page: 'scheduling', component: 'scheduling-timeslots' } as const;

export interface SchedulingFormProps {
  fulfillmentType: ScheduledModality;
  locationId: string;
  /** The basket, loaded and not empty. */
  items: readonly QuoteItem[];
  modify: boolean;
  storedPromise: StoredPromise | null | undefined;
  requestedNewTime: boolean;
  onPromiseChange(promise: PromiseV4 | null): void;
  minimumAge: number;
  verifyAge: ((minimumAge: number) => Promise<boolean>) | undefined;
  replacementStep: ReplacementStep | undefined;
  createCheckout(promise: PromiseV4): Promise<{ orderId: string }>;
  timeZone: string | undefined;
  /** Delivery only: the filters, the banner-only toggle and the membership message (§4). */
  deliveryFilters: DeliveryFilterSettings | undefined;
  /** The way the shopper shops now: banner-only delivery switches its delivery service. */
  activeModality: ActiveModality | null | undefined;
}

/** The times, the submission and its modals: mounted only once the page may schedule at all. */
export function SchedulingForm(props: SchedulingFormProps) {
  const { fulfillmentType, locationId, items, modify, minimumAge } = props;
  const messages = useSchedulingWords(words);
  const { navigation } = useStorefront();
  const { cart } = useStorefrontRoutes();
  const cartPath = modify ? modifyCartPath(cart) : cart;
  const timeZone = useShopperTimeZone(props.timeZone);
  const quotes = useQuotes({ locationId, items, timeZone, modalityType: fulfillmentType, asker: schedulingAsker });
  const age = useAgeRequirement(items, minimumAge);
  const submit = useSchedulingSubmit({ ...props, quotes: quotes.quotes, reloadQuotes: quotes.reload, age });
  // The phase stays 'checkout' once the checkout is made and the shopper is sent to it.
  usePageAbandonment({ fulfillmentType, locationId, completed: submit.phase === 'checkout' });
  const filterSettings = fulfillmentType === 'DELIVERY' ? props.deliveryFilters : undefined;
  const filters = useDeliveryFilters(filterSettings, props.activeModality, quotes.quotes, quotes.error, quotes.reload);
  const phaseText: Record<SchedulingPhase, string> = {
    idle: '',
    updating: messages.schedulingPageUpdatingReservation,
    reserving: messages.slotsReserving,
    checkout: messages.schedulingPageCreatingCheckout,
  };

  return (
    <div className={styles.form}>
      {age.products.length > 0 && (
        <section className={styles.items} aria-label={messages.schedulingPageItemsTitle}>
          <ItemImageStrip products={age.products} />
        </section>
      )}
      {quotes.status === 'loading' && <LoadingSlots />}
      {quotes.status === 'error' && <QuotesError error={quotes.error} onRetry={quotes.reload} />}
      {quotes.status === 'empty' && (
        <SlotsProblem
          tone="empty"
          message={format(messages.slotsEmpty, {
            modality: fulfillmentType === 'PICKUP' ? messages.modalityPickup.toLowerCase() : messages.slotsDelivery,
          })}
          onRetry={quotes.reload}
          retrying={quotes.reloading}
        />
      )}
      {quotes.status === 'loaded' && quotes.quotes && filterSettings && (
        <>
          <MembershipDeliveryMessage
            membership={quotes.quotes.membership}
            subtotal={filterSettings.subtotal}
            message={quotes.quotes.message}
          />
          <DeliveryFilters
            quotes={quotes.quotes}
            filter={filters.filter}
            onFilterChange={filters.setFilter}
            bannerOnly={filterSettings.bannerOnly}
            onBannerOnlyChange={filters.toggleBannerOnly}
            tooltipSeen={filterSettings.tooltipSeen}
            onTooltipSeen={filterSettings.onTooltipSeen}
          />
        </>
      )}
      {quotes.status === 'loaded' && filters.shown && (
        <SlotPicker
          key={submit.formKey}
          days={filters.shown.days}
          reserveLabel={messages.schedulingPageContinue}
          timeZone={timeZone}
          reservation={submit.reservation}
          modalityType={fulfillmentType}
        />
      )}
      <p role="status" className={styles.phase}>
        {phaseText[submit.phase]}
      </p>
      {submit.declinedAge !== null && (
        <Alert tone="warning">{format(messages.schedulingPageAgeDeclined, { age: String(submit.declinedAge) })}</Alert>
      )}
      <BannerDeliveryUnavailableModal open={filters.unavailable} onContinue={filters.closeUnavailable} />
      <SchedulingModal
        modal={submit.modal}
        fulfillmentType={fulfillmentType}
        onClose={submit.closeModal}
        onAnswerAge={submit.answerAge}
        onBackToCart={() => {
          submit.closeModal();
          navigation.navigate(cartPath);
        }}
        onResetCheckout={() => {
          submit.resetCheckout();
          navigation.navigate(cartPath);
        }}
      />
    </div>
  );
}

// The scheduling step (scheduling spec §4 "Scheduling page", §8 "Scheduling titles").

// The page
export { SchedulingPage, defaultMinimumAge, type SchedulingPageProps } from './SchedulingPage';
export type { ChangeStoreSettings } from './ChangeStore';
export type { ReplacementStep, SchedulingModalState, SchedulingPhase } from './useSchedulingSubmit';
export { hasPromiseFallout } from './useSchedulingSubmit';

// Its analytics (§7): leaving before completing it
export { schedulingPageAbandonedEvent, type SchedulingPageAbandonedEvent } from './usePageAbandonment';

// Its rules, pure, for a host's server or its own screens
export { hasValidDestination, modifyCartPath, schedulingRedirect } from './schedulingRedirect';
export type { SchedulingRedirect, SchedulingRedirectInput } from './schedulingRedirect';
export {
  isTimeExpiredError,
  schedulingErrorKind,
  schedulingErrorText,
  schedulingErrorTitle,
  type ScheduledModality,
  type SchedulingErrorKind,
  type PageMessages as SchedulingPageMessages,
  type SchedulingErrorText,
} from './schedulingErrors';
export { requiredAgeOf } from './useAgeRequirement';
export type { DeliveryFilterSettings } from './SchedulingForm/useDeliveryFilters';

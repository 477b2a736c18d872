export { OrderCompletePage, type OrderCompletePageProps } from './OrderCompletePage';
export { OrderCompleteView, type OrderCompleteViewProps } from './OrderCompleteView';
export { lastCompletedDecision, lastCompletedPathKey, type LastCompletedDecision } from './useLastCompletedPath';

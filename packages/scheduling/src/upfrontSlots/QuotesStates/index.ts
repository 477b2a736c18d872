export { LoadingSlots, QuotesError } from './QuotesStates';

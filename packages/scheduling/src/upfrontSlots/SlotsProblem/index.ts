export { SlotsProblem, type SlotsProblemProps } from './SlotsProblem';

export { UnavailableItemRow, type UnavailableItemRowProps } from './UnavailableItemRow';

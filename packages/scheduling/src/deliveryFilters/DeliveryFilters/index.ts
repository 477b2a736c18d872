export { DeliveryFilters, type DeliveryFiltersProps } from './DeliveryFilters';

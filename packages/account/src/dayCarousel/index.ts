export { DeliveryDayCarousel, type DeliveryDayCarouselProps } from './DeliveryDayCarousel';
export {
  cheapestCost,
  costLevel,
  deliveryDayCount,
  deliveryDayWidth,
  deliveryWeek,
  filterUnderFive,
  underFiveThreshold,
  type CostLevel,
  type DeliveryDay,
} from './deliveryDays';

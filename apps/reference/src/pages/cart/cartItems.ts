import type { DeliveryDay } from '@aisle/account';

/**
 * The account spec's day carousel on the cart, with what a scheduling service might say of the
 * coming week: one day full, prices that vary. The real times are the scheduling step's.
 */
export function demoDeliveryDays(dates: readonly string[]): DeliveryDay[] {
  const costs = [9.95, 3.95, 3.95, null, 12.95, 4.95, 6.95];
  return dates.map((date, index) => {
    const cost = costs[index % costs.length] ?? null;
    return cost === null ? { date, available: false } : { date, available: true, cost };
  });
}

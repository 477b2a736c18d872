import type { Clock } from '@aisle/contracts';
import { toIsoDate } from '@aisle/core/format';

/** The days the carousel shows, starting today (account spec §2, §9). */
export const deliveryDayCount = 7;
/** Every day's width in px (spec §2, §9: "each day template 96 wide"). */
export const deliveryDayWidth = 96;
/** The 'under $5' filter's threshold, in dollars (spec §5, §9). */
export const underFiveThreshold = 5;

/** A delivery day as the caller knows it. */
export interface DeliveryDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Whether the day has any delivery times; a day without is shown as 'Unavailable' and cannot be chosen. */
  available: boolean;
  /** The cheapest time's cost that day in dollars (see `cheapestCost`); none shows no dollar signs. */
  cost?: number | null;
}

/** How many dollar signs a day shows: none without a cost. */
export type CostLevel = 0 | 1 | 2 | 3;

/**
 * The dollar signs for a day's cheapest cost. The spec gives no rule, so ours builds on its one
 * price threshold: under $5 (what the 'under $5' filter keeps) is `$`, $5 to under $10 is `$$`,
 * $10 and over is `$$$`. No cost (unknown) is no signs.
 */
export function costLevel(cost: number | null | undefined): CostLevel {
  if (typeof cost !== 'number' || Number.isNaN(cost)) return 0;
  if (cost < underFiveThreshold) return 1;
  if (cost < underFiveThreshold * 2) return 2;
  return 3;
}

/** The lowest cost among a day's times, or null when none has one: what `DeliveryDay.cost` expects. */
export function cheapestCost(times: readonly { cost?: number | null }[]): number | null {
  const costs = times.flatMap((time) => (typeof time.cost === 'number' && !Number.isNaN(time.cost) ? [time.cost] : []));
  return costs.length > 0 ? Math.min(...costs) : null;
}

/** The 'under $5' filter (spec §5): keeps the times whose cost is under 5; a time without a cost is not kept. */
export function filterUnderFive<T extends { cost?: number | null }>(times: readonly T[]): T[] {
  return times.filter((time) => typeof time.cost === 'number' && time.cost < underFiveThreshold);
}

/** The carousel's dates, 'YYYY-MM-DD': today on `now` in `timeZone` ('UTC' by default) and the six days after. */
export function deliveryWeek(now: Clock, { timeZone = 'UTC' }: { timeZone?: string } = {}): string[] {
  const today = toIsoDate(typeof now === 'function' ? now() : now, { timeZone });
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: deliveryDayCount }, (_, offset) => {
    const date = new Date(0);
    // Calendar arithmetic in UTC: no daylight-saving hour can skip or repeat a day.
    date.setUTCFullYear(year, month - 1, day + offset);
    return toIsoDate(date);
  });
}

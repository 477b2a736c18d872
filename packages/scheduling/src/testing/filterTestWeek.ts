// A small quoted week for the filters' tests and stories: the banner's own delivery and Instacart,
// times either side of $5, a waived fee, and a day without times.
import type { QuotesResponse, TimeSlotOption } from '@aisle/contracts/scheduling';

type Week = QuotesResponse['data'];

function time(
  date: string,
  start: number,
  vendor: 'kroger' | 'instacart',
  cost: number,
  waiver = false,
): TimeSlotOption {
  const hour = (value: number) => `${String(value).padStart(2, '0')}:00:00`;
  const own = vendor === 'kroger';
  return {
    quoteId: `DELIVERY-01400378-${date}-${own ? 'kroger-delivery' : 'instacart'}`,
    optionId: `${String(start).padStart(2, '0')}00`,
    displayString: `${date} ${start}:00`,
    cost,
    shouldShowFees: cost > 0,
    vendorId: own ? 'kroger-delivery' : 'instacart',
    vendorName: own ? 'Kroger Delivery' : 'Instacart',
    waiver,
    window: { value: `${date}T${hour(start)}/${date}T${hour(start + 2)}`, timezone: 'America/New_York' },
  };
}

/** Mon: Kroger $3.95, Instacart $5.00; Tue: Instacart only, $4.99 and $7.95 waived; Wed: nothing; Thu: Kroger $9.95. */
export const testWeek: Week = {
  days: [
    {
      date: '2026-11-23',
      month: 'Nov',
      times: [time('2026-11-23', 8, 'kroger', 3.95), time('2026-11-23', 10, 'instacart', 5)],
    },
    {
      date: '2026-11-24',
      month: 'Nov',
      times: [time('2026-11-24', 8, 'instacart', 4.99), time('2026-11-24', 12, 'instacart', 7.95, true)],
    },
    { date: '2026-11-25', month: 'Nov', times: [] },
    { date: '2026-11-26', month: 'Nov', times: [time('2026-11-26', 14, 'kroger', 9.95)] },
  ],
  items: {},
  membership: { type: 'BST', freeThreshold: 35 },
  message: 'Free delivery on orders over $35.',
};

/** The same days with every time $5 or more and no fee waived: no 'Under $5'. */
export const pricierWeek: Week = {
  ...testWeek,
  days: testWeek.days.map((day) => ({
    ...day,
    times: day.times.map((option) => ({ ...option, cost: Math.max(option.cost, 5), waiver: false })),
  })),
};

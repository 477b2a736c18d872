import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney } from '@aisle/core/format';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { BannerDeliveryUnavailableModal } from './BannerDeliveryUnavailableModal';
import { DeliveryFilters } from './DeliveryFilters';
import { filterQuotes, type DeliveryFilter } from './filterQuotes';
import { MembershipDeliveryMessage } from './MembershipDeliveryMessage';
import { pricierWeek, testWeek } from '../testing/filterTestWeek';

interface StoryArgs {
  quotes: typeof testWeek;
  filter: DeliveryFilter;
  bannerOnly: boolean;
  tooltipSeen: boolean;
  onFilterChange(filter: DeliveryFilter): void;
  onBannerOnlyChange(on: boolean): void;
  onTooltipSeen(): void;
}

/** A host as the scheduling screens will be: it keeps the filter and both flags, and lists the times kept. */
function Host({ quotes, filter: initialFilter, bannerOnly: initialOn, tooltipSeen, ...spies }: StoryArgs) {
  const [filter, setFilter] = useState(initialFilter);
  const [bannerOnly, setBannerOnly] = useState(initialOn);
  const [seen, setSeen] = useState(tooltipSeen);
  const times = filterQuotes(quotes, filter, 'kroger-delivery').days.flatMap((day) =>
    day.times.map((option) => ({ day: day.date, option })),
  );
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <DeliveryFilters
        quotes={quotes}
        filter={filter}
        onFilterChange={(next) => {
          setFilter(next);
          spies.onFilterChange(next);
        }}
        bannerOnly={bannerOnly}
        onBannerOnlyChange={(on) => {
          setBannerOnly(on);
          spies.onBannerOnlyChange(on);
        }}
        tooltipSeen={seen}
        onTooltipSeen={() => {
          setSeen(true);
          spies.onTooltipSeen();
        }}
      />
      <ul aria-label="Times kept" style={{ margin: 0, paddingInlineStart: 20 }}>
        {times.map(({ day, option }) => (
          <li key={`${option.quoteId}:${option.optionId}`}>
            {day} {option.optionId} · {option.vendorName} · {option.waiver ? 'Free' : formatMoney(option.cost)}
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Scheduling/Delivery filters',
  component: DeliveryFilters,
  args: {
    quotes: testWeek,
    filter: 'all',
    bannerOnly: false,
    tooltipSeen: true,
    onFilterChange: fn(),
    onBannerOnlyChange: fn(),
    onTooltipSeen: fn(),
  },
  render: (args) => (
    <SchedulingTestProvider handlers={[]}>
      <div style={{ maxWidth: 720 }}>
        <Host {...args} />
      </div>
    </SchedulingTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tooltip = 'Delivered by Kroger associates in refrigerated trucks. Freshness guaranteed.';

/** A shopper's first time: the tooltip under the switch, counted as seen once shown. */
export const FirstVisit: Story = {
  args: { tooltipSeen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(tooltip)).toBeVisible();
    await waitFor(() => expect(args.onTooltipSeen).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('switch', { name: 'Show Kroger Delivery' })).toHaveAccessibleDescription(tooltip);
  },
};

/** The filters from the keyboard: 'All' to 'Kroger Delivery' to 'Under $5'. */
export const ChoosingAFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Kroger Delivery' })).toBeChecked();
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('banner');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Under $5' })).toBeChecked();
    await expect(within(canvas.getByRole('list', { name: 'Times kept' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Banner-only delivery on: turning it off goes back to all delivery. */
export const BannerOnly: Story = {
  args: { bannerOnly: true, filter: 'banner' },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Show Kroger Delivery' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onBannerOnlyChange).toHaveBeenLastCalledWith(false);
  },
};

/** No time under $5 this week: no 'Under $5'. */
export const NothingUnderFive: Story = {
  args: { quotes: pricierWeek },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.queryByRole('radio', { name: 'Under $5' })).toBeNull();
  },
};

/** '{banner} Delivery Unavailable': banner-only delivery had no time left, so all delivery it is. */
export const DeliveryUnavailable: Story = {
  render: () => (
    <SchedulingTestProvider handlers={[]}>
      <BannerDeliveryUnavailableModal open onContinue={fn()} />
    </SchedulingTestProvider>
  ),
  play: async ({ canvasElement }) => {
    // The modal is portalled to <body>, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Kroger Delivery Unavailable' });
    await expect(within(dialog).getByRole('button', { name: 'Continue to Scheduler' })).toHaveFocus();
  },
};

/** The membership messages: free delivery, how much more to spend, and the promo for everyone else. */
export const MembershipMessages: Story = {
  render: () => (
    <SchedulingTestProvider handlers={[]}>
      <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
        <MembershipDeliveryMessage membership={{ type: 'BST', freeThreshold: 35 }} subtotal={48.2} />
        <MembershipDeliveryMessage membership={{ type: 'BSTL', freeThreshold: 35 }} subtotal={22.51} />
        <MembershipDeliveryMessage membership={{ freeThreshold: 35 }} subtotal={22.51} />
      </div>
    </SchedulingTestProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your Boost membership gets this order free delivery\./)).toBeVisible();
    await expect(canvas.getByText(/Add \$12\.49 more to get free delivery with Boost Essential\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Keep Shopping' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByText(/Get free delivery on orders of \$35 or more with Boost\./)).toBeVisible();
    await expect(canvas.getAllByText('* $35 minimum on qualifying orders. Restrictions may apply.')).toHaveLength(3);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { DeliveryDayCarousel, type DeliveryDayCarouselProps } from './DeliveryDayCarousel';
import type { DeliveryDay } from './deliveryDays';

// The test clock reads Sunday 11/22/2026.
const week = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const allAvailable: DeliveryDay[] = week.map((date) => ({ date, available: true }));

/** The carousel holding its own choice, as a scheduling page would. */
function SchedulingPage({ value: initial, onChange, ...args }: DeliveryDayCarouselProps) {
  const [value, setValue] = useState(initial);
  return (
    <DeliveryDayCarousel
      {...args}
      value={value}
      onChange={(date) => {
        setValue(date);
        onChange(date);
      }}
    />
  );
}

const meta = {
  title: 'Account/Delivery day carousel',
  component: DeliveryDayCarousel,
  args: { days: allAvailable, value: null, onChange: fn() },
  render: (args) => (
    <AccountTestProvider>
      <SchedulingPage {...args} />
    </AccountTestProvider>
  ),
} satisfies Meta<typeof DeliveryDayCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Choose a delivery day' }));

/** Resolves once the carousel has stopped scrolling, for a steady screenshot. */
async function settled(canvasElement: HTMLElement) {
  const viewport = canvasElement.querySelector('[aria-roledescription="carousel"] > div') as HTMLElement;
  let last = -1;
  await waitFor(
    () => {
      const now = viewport.scrollLeft;
      const still = now === last;
      last = now;
      expect(still).toBe(true);
    },
    { interval: 150 },
  );
}

/** Seven days from today, today first; nothing chosen yet. */
export const Default: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const days = region(canvasElement);
    const slides = days.getAllByRole('group');
    await expect(slides).toHaveLength(7);
    await expect(within(slides[0] as HTMLElement).getByRole('button')).toHaveAccessibleName('Today');
    await expect(slides.map((slide) => within(slide).getByRole('button').firstElementChild?.textContent)).toEqual([
      'Today',
      'Mon 11/23',
      'Tue 11/24',
      'Wed 11/25',
      'Thu 11/26',
      'Fri 11/27',
      'Sat 11/28',
    ]);
    // Each day is 96 px wide.
    await expect((slides[0] as HTMLElement).getBoundingClientRect().width).toBe(96);
    for (const button of days.getAllByRole('button', { pressed: false })) await expect(button).toBeEnabled();
  },
};

/** Days without times read 'Unavailable' and cannot be chosen; a day the caller left out is unavailable too. */
export const WithUnavailableDays: Story = {
  args: {
    days: [
      { date: '2026-11-22', available: false },
      { date: '2026-11-23', available: true },
      { date: '2026-11-24', available: true },
      { date: '2026-11-25', available: false },
      { date: '2026-11-26', available: true },
      { date: '2026-11-27', available: true },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const days = region(canvasElement);
    const today = days.getByRole('button', { name: 'Today Unavailable' });
    await expect(today).toBeDisabled();
    await expect(days.getByRole('button', { name: 'Wed 11/25 Unavailable' })).toBeDisabled();
    await expect(days.getByRole('button', { name: 'Sat 11/28 Unavailable' })).toBeDisabled();
    await userEvent.click(today);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The cheapest time each day as dollar signs: under $5 is $, under $10 $$, more $$$. */
export const WithCosts: Story = {
  args: {
    value: '2026-11-23',
    days: [
      { date: '2026-11-22', available: true, cost: 9.95 },
      { date: '2026-11-23', available: true, cost: 3.95 },
      { date: '2026-11-24', available: true, cost: 0 },
      { date: '2026-11-25', available: false },
      { date: '2026-11-26', available: true, cost: 14.95 },
      { date: '2026-11-27', available: true, cost: 5 },
      { date: '2026-11-28', available: true, cost: 12 },
    ],
  },
  play: async ({ canvasElement }) => {
    const days = region(canvasElement);
    await expect(days.getByRole('button', { name: 'Today Medium cost' })).toHaveTextContent('Today$$Medium cost');
    const monday = days.getByRole('button', { name: 'Mon 11/23 Lower cost' });
    await expect(monday).toHaveAttribute('aria-pressed', 'true');
    await expect(days.getByRole('button', { name: 'Tue 11/24 Lower cost' })).toBeEnabled();
    await expect(days.getByRole('button', { name: 'Thu 11/26 Higher cost' })).toBeEnabled();
    await expect(days.getByRole('button', { name: 'Fri 11/27 Medium cost' })).toBeEnabled();
    // The words are for screen readers; the signs are what shows.
    await expect(within(monday).getByText('$')).toBeVisible();
  },
};

/** Choosing by keyboard: Tab to a day, Space or Enter chooses it and the choice is announced. */
export const SelectionByKeyboard: Story = {
  args: {
    days: [
      { date: '2026-11-22', available: true, cost: 9.95 },
      { date: '2026-11-23', available: false },
      { date: '2026-11-24', available: true, cost: 2.95 },
      { date: '2026-11-25', available: true, cost: 2.95 },
      { date: '2026-11-26', available: true, cost: 7.95 },
      { date: '2026-11-27', available: true, cost: 7.95 },
      { date: '2026-11-28', available: true, cost: 11.95 },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const days = region(canvasElement);
    const live = [...canvasElement.querySelectorAll('[aria-live="polite"]')].at(-1) as HTMLElement;
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    const today = days.getByRole('button', { name: 'Today Medium cost' });
    await expect(today).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-22');
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await expect(live).toHaveTextContent('Today selected');

    // The unavailable Monday is skipped.
    await userEvent.tab();
    const tuesday = days.getByRole('button', { name: 'Tue 11/24 Lower cost' });
    await expect(tuesday).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-24');
    await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    await expect(today).toHaveAttribute('aria-pressed', 'false');
    await expect(live).toHaveTextContent('Tue 11/24 selected');

    // The arrow keys scroll the days, as the Carousel does; End reaches Saturday, Home comes back.
    await userEvent.keyboard('{End}');
    await settled(canvasElement);
    await userEvent.keyboard('{Home}');
    await settled(canvasElement);
    await expect(tuesday).toHaveFocus();
  },
};

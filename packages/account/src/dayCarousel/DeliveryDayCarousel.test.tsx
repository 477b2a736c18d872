import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { DeliveryDayCarousel } from './DeliveryDayCarousel';
import type { DeliveryDay } from './deliveryDays';

// The test clock reads Sunday 11/22/2026.
const days: DeliveryDay[] = [
  { date: '2026-11-22', available: true, cost: 9.95 },
  { date: '2026-11-23', available: true, cost: 2.95 },
  { date: '2026-11-24', available: false },
  { date: '2026-11-25', available: true, cost: 12 },
  { date: '2026-11-26', available: true },
  { date: '2026-11-27', available: true, cost: 0 },
];

function Harness({ onChange }: { onChange: (date: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DeliveryDayCarousel
      days={days}
      value={value}
      onChange={(date) => {
        setValue(date);
        onChange(date);
      }}
    />
  );
}

function renderCarousel() {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(
    <AccountTestProvider>
      <Harness onChange={onChange} />
    </AccountTestProvider>,
  );
  return { user, onChange };
}

const dayButtons = () =>
  within(screen.getByRole('region', { name: 'Choose a delivery day' })).getAllByRole('button', {
    name: /^(Today|\w{3} \d+\/\d+)/,
  });

describe('given the delivery day carousel', () => {
  it('shows seven days from today, labelled Today then ddd m/d', () => {
    renderCarousel();
    const labels = dayButtons().map((button) => button.firstElementChild?.textContent);
    expect(labels).toEqual(['Today', 'Mon 11/23', 'Tue 11/24', 'Wed 11/25', 'Thu 11/26', 'Fri 11/27', 'Sat 11/28']);
  });

  it('shows the cheapest cost as dollar signs with words for screen readers', () => {
    renderCarousel();
    const [today, monday, , wednesday, thursday, friday] = dayButtons();
    expect(today?.textContent).toBe('Today$$Medium cost');
    expect(monday?.textContent).toBe('Mon 11/23$Lower cost');
    expect(wednesday?.textContent).toBe('Wed 11/25$$$Higher cost');
    // Available without a known cost: no signs at all.
    expect(thursday?.textContent).toBe('Thu 11/26');
    expect(friday?.textContent).toBe('Fri 11/27$Lower cost');
    expect(today?.querySelector('[aria-hidden="true"]')?.textContent).toBe('$$');
  });

  it('shows days without times, and days the caller did not list, as Unavailable and disabled', () => {
    renderCarousel();
    const buttons = dayButtons();
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(buttons[2]?.textContent).toBe('Tue 11/24Unavailable');
    expect(buttons[6]?.textContent).toBe('Sat 11/28Unavailable');
  });

  it('after choosing a day marks it pressed, reports its date and announces it', async () => {
    const { user, onChange } = renderCarousel();
    const buttons = dayButtons();
    expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    await user.click(buttons[1] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('2026-11-23');
    expect(buttons[1]?.getAttribute('aria-pressed')).toBe('true');
    const live = [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent);
    expect(live).toContain('Mon 11/23 selected');
  });

  it('chooses with the keyboard and ignores an unavailable day', async () => {
    const { user, onChange } = renderCarousel();
    const buttons = dayButtons();
    (buttons[0] as HTMLElement).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23');
    // Tab skips the disabled Tuesday.
    await user.tab();
    expect(document.activeElement).toBe(buttons[3]);
    await user.click(buttons[2] as HTMLElement);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { demoCartItems } from '../../testing/productFixtures';
import * as styles from './ExpandableItemList.css';
import { ExpandableItemList, type ExpandableItemListProps } from './ExpandableItemList';
import { durationMs } from './useHeightTransition';

function renderList(props: Partial<ExpandableItemListProps> = {}) {
  const user = userEvent.setup();
  render(
    <SchedulingTestProvider>
      <ExpandableItemList items={demoCartItems} {...props} />
    </SchedulingTestProvider>,
  );
  return { user };
}

const itemNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((header) => header.querySelector('span')?.textContent);

describe('given the expandable item list', () => {
  it("shows the first 5 items and 'Show All Items', collapsed, controlling the table", () => {
    renderList();
    expect(itemNames()).toEqual(['Bananas', 'Gala Apples', 'Chunk Light Tuna', 'Red Table Wine', 'Whole Milk']);
    const toggle = screen.getByRole('button', { name: 'Show All Items' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('table').id);
  });

  it("shows every item after 'Show All Items', then five again after 'Hide All Items', keeping focus", async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Show All Items' }));
    expect(itemNames()).toHaveLength(8);
    const toggle = screen.getByRole('button', { name: 'Hide All Items' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(toggle);

    await user.keyboard('{Enter}');
    expect(itemNames()).toHaveLength(5);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show All Items' }));
  });

  it('shows no toggle when every item fits', () => {
    renderList({ items: demoCartItems.slice(0, 5) });
    expect(itemNames()).toHaveLength(5);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes another number of items to show collapsed, and can start expanded', async () => {
    const { user } = renderList({ collapsedCount: 2, defaultExpanded: true });
    expect(itemNames()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Hide All Items' }));
    expect(itemNames()).toEqual(['Bananas', 'Gala Apples']);
  });

  it('passes compact mode to its table', () => {
    renderList({ compact: true });
    expect(screen.getByRole('table').querySelectorAll('img')).toHaveLength(0);
  });
});

describe('the accordion transition', () => {
  // The unit runner loads no stylesheets: the frame is given its transition here, as the page's CSS would.
  function withTransition(duration: string) {
    const sheet = document.createElement('style');
    sheet.textContent = `.${styles.frame} { transition-duration: ${duration}; }`;
    document.head.append(sheet);
    return sheet;
  }
  const frame = () => screen.getByRole('table').parentElement as HTMLElement;
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('style').forEach((sheet) => sheet.remove());
  });

  it('reads CSS durations in milliseconds', () => {
    expect(durationMs('0.3s')).toBe(300);
    expect(durationMs('300ms, 0s')).toBe(300);
    expect(durationMs('0s')).toBe(0);
    expect(durationMs('')).toBe(0);
  });

  it('holds the frame while it grows, and lets go once the transition is over', async () => {
    withTransition('300ms');
    renderList();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Show All Items' }));
    expect(itemNames()).toHaveLength(8);
    expect(frame().style.overflow).toBe('hidden');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(frame().style.overflow).toBe('hidden');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(frame().getAttribute('style') ?? '').toBe('');
  });

  it('keeps the hidden items until the table has shrunk, while the toggle already says it is collapsed', async () => {
    withTransition('300ms');
    renderList({ defaultExpanded: true });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Hide All Items' }));
    expect(screen.getByRole('button', { name: 'Show All Items' }).getAttribute('aria-expanded')).toBe('false');
    expect(itemNames()).toHaveLength(8);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(itemNames()).toHaveLength(8);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(itemNames()).toHaveLength(5);
    expect(frame().getAttribute('style') ?? '').toBe('');
  });

  it('with no transition (reduced motion), changes at once and never holds the frame', () => {
    withTransition('0s');
    renderList({ defaultExpanded: true });
    fireEvent.click(screen.getByRole('button', { name: 'Hide All Items' }));
    expect(itemNames()).toHaveLength(5);
    expect(frame().getAttribute('style') ?? '').toBe('');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { demoCartItems } from '../../testing/productFixtures';
import { ExpandableItemList, type ExpandableItemListProps } from './ExpandableItemList';

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

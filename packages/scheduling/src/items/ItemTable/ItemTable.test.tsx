import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { bananas, demoCartItems, galaApples } from '../../testing/productFixtures';
import type { CartItem } from '../cartItems';
import { ItemTable, type ItemTableProps } from './ItemTable';

function renderTable(props: Partial<ItemTableProps> = {}) {
  render(
    <SchedulingTestProvider>
      <ItemTable items={demoCartItems.slice(0, 4)} {...props} />
    </SchedulingTestProvider>,
  );
  return screen.getByRole('table', { name: props.caption ?? 'Items in your cart' });
}

const cellTexts = (row: HTMLElement) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);

describe('given the cart item table', () => {
  it("has the columns 'Items', 'Quantity', 'Total Price', in that order", () => {
    const table = renderTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual(['Items', 'Quantity', 'Total Price']);
  });

  it('shows a row per item: description, size, substitution text, quantity and total price', () => {
    const table = renderTable();
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cellTexts)).toEqual([
      ['Bananas2 lbSubstitutions allowed', '2', '$3.96'],
      ['Gala Apples3 lb bagBackup: Fuji Apples', '1', '$4.49'],
      ['Chunk Light Tuna5 ozSubstitutions not allowed', '4', '$4.76'],
      ['Red Table Wine750 mlSubstitutions not allowed', '1', '$9.99'],
    ]);
  });

  it('heads each row with its item, so the quantity and price are read with it', () => {
    const table = renderTable();
    const headers = within(table).getAllByRole('rowheader');
    expect(headers).toHaveLength(4);
    expect(headers[0]?.textContent).toContain('Bananas');
  });

  it('shows each product picture beside its words, hidden from screen readers as the words name it', () => {
    const table = renderTable();
    const pictures = table.querySelectorAll('img');
    expect(pictures).toHaveLength(4);
    expect([...pictures].every((picture) => picture.getAttribute('alt') === '')).toBe(true);
  });

  it('prices a line at the promotional price, and keeps a total the cart priced itself', () => {
    const items: CartItem[] = [
      { id: 'promo', product: { ...galaApples, price: { regular: 4.49, promo: 3.33 } }, quantity: 3 },
      { id: 'priced', product: bananas, quantity: 2, totalPrice: 1.5 },
    ];
    const table = renderTable({ items });
    const totals = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(totals).toEqual(['$9.99', '$1.50']);
  });

  it('in compact mode drops the pictures and sets the size on the description line, keeping every column', () => {
    const table = renderTable({ compact: true });
    expect(table.querySelectorAll('img')).toHaveLength(0);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const [, first] = within(table).getAllByRole('row');
    expect(first && cellTexts(first)).toEqual(['Bananas, 2 lbSubstitutions allowed', '2', '$3.96']);
  });

  it('shows the Proposition 65 warning on the items that require it, in California only', () => {
    renderTable({ stateCode: 'CA' });
    const warnings = screen.getAllByRole('note', { name: 'California Proposition 65 warning' });
    expect(warnings).toHaveLength(1);
    // In a full-width row of its own, right under the item's.
    const row = warnings[0]?.closest('tr');
    expect(row?.querySelector('td')?.colSpan).toBe(3);
    expect(row?.previousElementSibling?.querySelector('th')?.textContent).toContain('Chunk Light Tuna');
    expect(screen.getByRole('rowheader', { name: /Chunk Light Tuna/ }).textContent).not.toContain('WARNING');
    expect(warnings[0]?.textContent).toMatch(
      /^WARNING: Consuming this product can expose you to chemicals including mercury/,
    );
  });

  it('shows no warning elsewhere', () => {
    renderTable({ stateCode: 'OH' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('takes a caption of its own', () => {
    const table = renderTable({ caption: 'Items in order 1234' });
    expect(table.querySelector('caption')?.textContent).toBe('Items in order 1234');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { bananas, demoProducts, looseLemons, manyProducts } from '../../testing/productFixtures';
import { itemMessages } from '../itemMessages';
import { moreBubbleText } from './imageStrip';
import { ItemImageStrip, type ItemImageStripProps } from './ItemImageStrip';

function renderStrip(props: ItemImageStripProps) {
  render(
    <SchedulingTestProvider>
      <ItemImageStrip {...props} />
    </SchedulingTestProvider>,
  );
}

const pictures = (strip: HTMLElement) => within(strip).queryAllByRole('img');
/** What the shopper sees in the bubble (its words for screen readers are separate). */
const bubble = (strip: HTMLElement) => strip.querySelector('[aria-hidden="true"]:not(img)')?.textContent;

describe('given the item-image strip', () => {
  it('pictures every item when there are eight or fewer, named by their descriptions', () => {
    renderStrip({ products: demoProducts.slice(0, 3) });
    const strip = screen.getByRole('list', { name: '3 items' });
    expect(pictures(strip).map((picture) => picture.getAttribute('alt'))).toEqual([
      'Bananas',
      'Whole Milk',
      'Sourdough Bread',
    ]);
    expect(within(strip).getAllByRole('listitem')).toHaveLength(3);
  });

  it('names a single item in the singular', () => {
    renderStrip({ products: [bananas] });
    expect(screen.getByRole('list', { name: '1 item' })).toBeDefined();
  });

  it('caps the pictures at eight and shows the rest as a +N bubble', () => {
    renderStrip({ products: demoProducts });
    const strip = screen.getByRole('list', { name: '12 items' });
    expect(pictures(strip)).toHaveLength(8);
    expect(bubble(strip)).toBe('+4');
    expect(within(strip).getAllByRole('listitem').at(-1)?.textContent).toBe('+4and 4 more');
  });

  it('counts the items the host says there are, beyond the products it has', () => {
    renderStrip({ products: demoProducts.slice(0, 8), count: 30 });
    const strip = screen.getByRole('list', { name: '30 items' });
    expect(pictures(strip)).toHaveLength(8);
    expect(bubble(strip)).toBe('+22');
  });

  it("caps the bubble at '999+' but reads out the exact number", () => {
    renderStrip({ products: manyProducts(8), count: 1208 });
    const strip = screen.getByRole('list', { name: '1208 items' });
    expect(bubble(strip)).toBe('999+');
    expect(within(strip).getByText('and 1200 more')).toBeDefined();
  });

  it('shows an item without a picture as a neutral tile still named by its description', () => {
    renderStrip({ products: [looseLemons] });
    expect(screen.getByRole('img', { name: 'Lemons' }).tagName).toBe('SPAN');
  });

  it.each([
    [1, '+1'],
    [999, '+999'],
    [1000, '999+'],
    [25000, '999+'],
  ])('writes %i more items as %j', (rest, text) => {
    expect(moreBubbleText(rest, itemMessages)).toBe(text);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { galaApples, similarApples } from '../../testing/productFixtures';
import { UnavailableItemPanel, type UnavailableItemPanelProps } from './UnavailableItemPanel';

function renderPanel(props: Partial<UnavailableItemPanelProps> = {}) {
  const user = userEvent.setup();
  render(
    <SchedulingTestProvider>
      <UnavailableItemPanel product={galaApples} similarItems={similarApples} {...props} />
    </SchedulingTestProvider>,
  );
  const panel = screen.getByRole('region', { name: 'Unavailable Item Gala Apples' });
  const similar = within(panel).getByRole('heading', { name: 'Similar Items' }).parentElement as HTMLElement;
  return { user, panel, similar };
}

describe('given the unavailable item panel', () => {
  it("names the item and says 'This item is currently unavailable.'", () => {
    const { panel } = renderPanel();
    expect(within(panel).getByRole('heading', { level: 2, name: 'Unavailable Item' })).toBeDefined();
    expect(within(panel).getByText('Gala Apples').parentElement?.textContent).toBe(
      'Gala Apples3 lb bagThis item is currently unavailable.',
    );
  });

  it("says 'Item may be unavailable. Please see cart.' when availability is uncertain", () => {
    const { panel } = renderPanel({ availability: 'uncertain' });
    expect(within(panel).getByText('Item may be unavailable. Please see cart.')).toBeDefined();
    expect(within(panel).queryByText('This item is currently unavailable.')).toBeNull();
  });

  it("lists the 'Similar Items' with their sizes and current prices", () => {
    const { similar } = renderPanel();
    expect(within(similar).getByRole('heading', { level: 3, name: 'Similar Items' })).toBeDefined();
    expect(
      within(similar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fuji Apples3 lb bag$3.99', 'Honeycrisp Apples2 lb bag$5.99']);
  });

  it('says so when no similar item was found', () => {
    const { similar } = renderPanel({ similarItems: [] });
    expect(
      within(similar).getByText('No similar items were found. Try searching for a replacement instead.'),
    ).toBeDefined();
    expect(within(similar).queryByRole('list')).toBeNull();
  });

  it("reports a failed lookup and looks again on 'Try Again'", async () => {
    const onRetry = vi.fn();
    const { user, similar } = renderPanel({ similarItems: undefined, similarItemsFailed: true, onRetry });
    expect(within(similar).getByRole('alert').textContent).toBe(
      'There was a problem retrieving similar items. Please try again.',
    );
    await user.click(within(similar).getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the similar items are loading while they load', () => {
    const { similar } = renderPanel({ similarItems: undefined });
    expect(similar.getAttribute('aria-busy')).toBe('true');
    expect(within(similar).getByRole('status').textContent).toBe('Loading similar items');
  });

  it('fits the page outline it is placed in', () => {
    const { panel } = renderPanel({ headingLevel: 3 });
    expect(within(panel).getByRole('heading', { level: 3, name: 'Unavailable Item' })).toBeDefined();
    expect(within(panel).getByRole('heading', { level: 4, name: 'Similar Items' })).toBeDefined();
  });
});

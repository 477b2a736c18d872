import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../items/cartItems';
import { bananas, fujiApples, galaApples, orangeJuice, wholeMilk } from '../testing/productFixtures';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { ReplacementDrawer } from './ReplacementDrawer';
import type { ExcludedItem } from './replacementRows';
import type { ReplacementSelection } from './replacementSelection';

// The test clock reads 2026-11-22 12:00 UTC: a choice made now holds until 13:00. The Gala apples'
// similar items are Fuji, Honeycrisp, Granny Smith and Pink Lady, then Braeburn, Bananas and Lemons
// (two pages); nothing is like the orange juice.
const cartLines: CartLine[] = [
  { id: 'line-1', gtin13: wholeMilk.gtin13, quantity: 1 },
  { id: 'line-2', gtin13: galaApples.gtin13, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
  { id: 'line-3', gtin13: orangeJuice.gtin13, quantity: 1 },
];
const excluded: ExcludedItem[] = [
  { gtin13: galaApples.gtin13, quantity: 2, code: 'ITEM_RESTRICTED' },
  { gtin13: orangeJuice.gtin13, quantity: 1, code: 'ITEM_RESTRICTED' },
];

const chosen = (overrides: Partial<ReplacementSelection> = {}): ReplacementSelection => ({
  originalLineItemUpc: galaApples.gtin13,
  newLineItemUpc: fujiApples.gtin13,
  newLineItemQuantity: 2,
  previousQuantityValue: 2,
  itemIndex: 1,
  ttl: '2026-11-22T13:00:00.000Z',
  ...overrides,
});

interface Options {
  excludedItems?: ExcludedItem[];
  selections?: ReplacementSelection[];
  /** What the host does with the records; its answer is handed back to the drawer. */
  store?: (selections: ReplacementSelection[]) => void | Promise<void>;
  handlerOptions?: SchedulingHandlersOptions;
}

function Host({
  excludedItems = excluded,
  selections: initial = [],
  store,
  onContinue,
  onOpenChange,
  onInteraction,
}: Options & {
  onContinue(): void;
  onOpenChange(open: boolean): void;
  onInteraction(): void;
}) {
  const [selections, setSelections] = useState(initial);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Review items
      </button>
      <ReplacementDrawer
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        excludedItems={excludedItems}
        cartLines={cartLines}
        selections={selections}
        onSelectionsChange={(next) => {
          const stored = store?.(next);
          if (stored) return stored.then(() => setSelections(next));
          setSelections(next);
        }}
        onContinue={onContinue}
        onInteraction={onInteraction}
      />
    </>
  );
}

function renderDrawer({ handlerOptions, ...options }: Options = {}) {
  const paths: string[] = [];
  const record = http.all('*', ({ request }) => {
    const url = new URL(request.url);
    paths.push(`${url.pathname}${url.search}`);
  });
  const onContinue = vi.fn();
  const onOpenChange = vi.fn();
  const onInteraction = vi.fn();
  const store = options.store ? vi.fn(options.store) : vi.fn();
  render(
    <SchedulingTestProvider handlers={[record, ...schedulingHandlers(handlerOptions)]}>
      <Host
        {...options}
        store={store}
        onContinue={onContinue}
        onOpenChange={onOpenChange}
        onInteraction={onInteraction}
      />
    </SchedulingTestProvider>,
  );
  return { user: userEvent.setup(), onContinue, onOpenChange, onInteraction, store, paths };
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
const list = () => screen.findByRole('list', { name: 'Unavailable items' });
const row = async (description: string) =>
  (await within(await list()).findByText(description)).closest('li') as HTMLElement;
const similarItems = () => screen.findByRole('radiogroup', { name: 'Similar Items' });
/** What a tile says after its name: size and price. */
const tileDetails = (radio: HTMLElement) =>
  document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;
const offeredNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);

async function openSimilar(user: ReturnType<typeof userEvent.setup>, description = 'Gala Apples') {
  await user.click(
    within(await row(description)).getByRole('button', { name: /Find Similar Items|Change Replacement/ }),
  );
  return dialog('Select a Replacement');
}

describe('the unavailable items list', () => {
  it("is a dialog titled 'Items Are Unavailable' while an item has no replacement", async () => {
    renderDrawer();
    const drawer = await dialog('Items Are Unavailable');
    expect(
      within(drawer).getByText('Choose a similar item to replace each one, or continue without them.'),
    ).toBeTruthy();
    expect(await list()).toBeTruthy();
  });

  it("shows each item with 'This item is currently unavailable.', its size, quantity and selector", async () => {
    renderDrawer();
    const gala = await row('Gala Apples');
    expect(within(gala).getByText('3 lb bag')).toBeTruthy();
    expect(within(gala).getByText('Qty 2')).toBeTruthy();
    expect(within(gala).getByText('This item is currently unavailable.')).toBeTruthy();
    const selector = within(gala).getByRole('button', { name: 'Find Similar Items' });
    expect(selector.getAttribute('aria-describedby')).toBe(within(gala).getByText('Gala Apples').id);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks for the excluded items’ products once', async () => {
    const { paths } = renderDrawer();
    await list();
    // Sorted: the same items in another order share one answer.
    expect(paths).toEqual([`/atlas/v1/products?gtin13s=${galaApples.gtin13}%2C${orangeJuice.gtin13}`]);
  });

  it("calls the host on 'Continue to Payment'", async () => {
    const { user, onContinue } = renderDrawer();
    await list();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it("reads 'You’re All Set' once each item has a replacement, naming it", async () => {
    renderDrawer({
      selections: [
        chosen(),
        chosen({
          originalLineItemUpc: orangeJuice.gtin13,
          newLineItemUpc: wholeMilk.gtin13,
          newLineItemQuantity: 1,
          previousQuantityValue: 1,
          itemIndex: 2,
        }),
      ],
    });
    const drawer = await dialog('You’re All Set');
    expect(within(drawer).getByText('Your order is ready for payment.')).toBeTruthy();
    const gala = await row('Gala Apples');
    expect(gala.textContent).toContain('Replacing with Fuji Apples 3 lb bag');
    expect(within(gala).getByRole('button', { name: 'Change Replacement' })).toBeTruthy();
  });

  it("reads 'You’re All Set' when no item is excluded", async () => {
    const { user, onContinue } = renderDrawer({ excludedItems: [] });
    await dialog('You’re All Set');
    expect(screen.queryByRole('list', { name: 'Unavailable items' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('ignores a stored replacement that has expired (60 minutes on)', async () => {
    renderDrawer({
      excludedItems: excluded.slice(0, 1),
      selections: [chosen({ ttl: '2026-11-22T12:00:00.000Z' })],
    });
    await dialog('Items Are Unavailable');
    expect(within(await row('Gala Apples')).getByRole('button', { name: 'Find Similar Items' })).toBeTruthy();
  });

  it('says the items are loading while their products load', async () => {
    renderDrawer({ handlerOptions: { delayMs: 400 } });
    await dialog('Items Are Unavailable');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('Loading unavailable items')).toBeTruthy();
    await list();
  });

  it("offers 'Reload' when the products fail, and loads them again", async () => {
    const { user } = renderDrawer({ handlerOptions: { failures: { products: { status: 503, times: 1 } } } });
    expect((await screen.findByRole('alert')).textContent).toBe('Oops, something went wrong! Please reload your page.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await row('Gala Apples')).toBeTruthy();
  });

  it('leaves out an item the catalogue does not have', async () => {
    renderDrawer({ excludedItems: [...excluded, { gtin13: '9999999999999', quantity: 1 }], selections: [chosen()] });
    await list();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('finding a similar item', () => {
  it("opens 'Select a Replacement' with focus on its title, naming the item", async () => {
    const { user } = renderDrawer();
    const drawer = await openSimilar(user);
    const title = within(drawer).getByRole('heading', { name: 'Select a Replacement' });
    expect(document.activeElement).toBe(title);
    expect(within(drawer).getByText('Choose an item to replace Gala Apples.')).toBeTruthy();
  });

  it('looks the item up, then asks for the similar products', async () => {
    const { user, paths } = renderDrawer();
    await openSimilar(user);
    await similarItems();
    expect(paths.slice(1)).toEqual([
      `/atlas/v1/products/similar?upc=${galaApples.gtin13}&option.validate=true`,
      '/atlas/v1/products?gtin13s=0000000004131%2C0000000004135%2C0000000004139%2C0000000004130%2C0000000004101%2C0000000004011%2C0000000004053',
    ]);
  });

  it('shows 4 a page with sizes and prices, and pages through the rest', async () => {
    const { user } = renderDrawer();
    await openSimilar(user);
    const group = await similarItems();
    expect(offeredNames(group)).toEqual([
      'Fuji Apples',
      'Honeycrisp Apples',
      'Granny Smith Apples',
      'Pink Lady Apples',
    ]);
    expect(tileDetails(within(group).getByRole('radio', { name: 'Fuji Apples' }))).toBe('3 lb bag$3.99');
    expect(tileDetails(within(group).getByRole('radio', { name: 'Pink Lady Apples' }))).toBe('2 lb bag$4.99');
    const pages = screen.getByRole('group', { name: 'Similar item pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(offeredNames(await similarItems())).toEqual(['Braeburn Apples', 'Bananas', 'Lemons']);
    expect(within(pages).getByText('Page 2 of 2')).toBeTruthy();
    // The pressed button ran out of pages: focus moves to the other rather than to the page.
    expect(document.activeElement).toBe(within(pages).getByRole('button', { name: 'Previous' }));

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(offeredNames(await similarItems())[0]).toBe('Fuji Apples');
    expect(document.activeElement).toBe(within(pages).getByRole('button', { name: 'Next' }));
  });

  it('never offers another unavailable item', async () => {
    const { user } = renderDrawer({ excludedItems: [...excluded, { gtin13: bananas.gtin13, quantity: 1 }] });
    await openSimilar(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(offeredNames(await similarItems())).toEqual(['Braeburn Apples', 'Lemons']);
  });

  it('says the similar items are loading while they load', async () => {
    const { user } = renderDrawer({ handlerOptions: { delayMs: 300 } });
    const drawer = await openSimilar(user);
    expect(within(drawer).getByText('Choose an item to replace Gala Apples.')).toBeTruthy();
    expect(await within(drawer).findByText('Loading similar items')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Replace Item' })).toBeNull();
    await similarItems();
  });

  it("reports a failed lookup and looks again on 'Try Again'", async () => {
    const { user } = renderDrawer({ handlerOptions: { failures: { similarItems: { status: 503, times: 1 } } } });
    const drawer = await openSimilar(user);
    expect((await within(drawer).findByRole('alert')).textContent).toBe(
      'There was a problem retrieving similar items. Please try again.',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Try Again' }));
    expect(offeredNames(await similarItems())).toHaveLength(4);
  });

  it("says so when nothing is similar, and the list then reads 'No replacements found'", async () => {
    const { user } = renderDrawer();
    const drawer = await openSimilar(user, 'Orange Juice');
    const empty = await within(drawer).findByText(
      'No similar items were found. Try searching for a replacement instead.',
    );
    expect(empty.getAttribute('role')).toBe('status');
    expect(within(drawer).queryByRole('radiogroup')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Replace Item' })).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Back' }));
    const juice = await row('Orange Juice');
    expect(within(juice).getByText('No replacements found')).toBeTruthy();
    expect(within(await row('Gala Apples')).queryByText('No replacements found')).toBeNull();
    expect(document.activeElement).toBe(within(juice).getByRole('button', { name: 'Find Similar Items' }));
  });

  it("goes 'Back' to the list without storing anything, focus on the item’s selector", async () => {
    const { user, store } = renderDrawer();
    await openSimilar(user);
    await user.click(await screen.findByRole('radio', { name: 'Honeycrisp Apples' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const gala = await row('Gala Apples');
    expect(document.activeElement).toBe(within(gala).getByRole('button', { name: 'Find Similar Items' }));
    expect(store).not.toHaveBeenCalled();
    expect(await dialog('Items Are Unavailable')).toBeTruthy();
  });
});

describe('interacting with the replacements', () => {
  it('marks the shopper as having interacted on each interaction, not on merely opening', async () => {
    const { user, onInteraction } = renderDrawer();
    await list();
    expect(onInteraction).not.toHaveBeenCalled();
    await openSimilar(user);
    expect(onInteraction).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onInteraction).toHaveBeenCalledTimes(2);
    await openSimilar(user);
    await user.click(await screen.findByRole('radio', { name: 'Fuji Apples' }));
    await user.click(screen.getByRole('button', { name: 'Replace Item' }));
    expect(onInteraction).toHaveBeenCalledTimes(4);
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect(onInteraction).toHaveBeenCalledTimes(5);
  });
});

describe('replacing an item', () => {
  it("asks 'Please select a similar item first.' when none is chosen", async () => {
    const { user, store } = renderDrawer();
    await openSimilar(user);
    const group = await similarItems();
    await user.click(screen.getByRole('button', { name: 'Replace Item' }));
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Please select a similar item first.');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(within(group).getAllByRole('radio')[0]);
    expect(store).not.toHaveBeenCalled();

    await user.click(within(group).getByRole('radio', { name: 'Granny Smith Apples' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(group.getAttribute('aria-invalid')).toBeNull();
  });

  it('stores the chosen item, the quantity, the line’s place and a 60-minute expiry', async () => {
    const { user, store } = renderDrawer();
    await openSimilar(user);
    await user.click(await screen.findByRole('radio', { name: 'Fuji Apples' }));
    await user.click(screen.getByRole('button', { name: 'Replace Item' }));
    expect(store).toHaveBeenCalledExactlyOnceWith([chosen()]);

    const gala = await row('Gala Apples');
    expect(gala.textContent).toContain('Replacing with Fuji Apples');
    const selector = within(gala).getByRole('button', { name: 'Change Replacement' });
    expect(document.activeElement).toBe(selector);
    expect(screen.getByText('Fuji Apples will replace Gala Apples.').getAttribute('aria-live')).toBe('polite');
    expect(await dialog('Items Are Unavailable')).toBeTruthy();
  });

  it("reads 'You’re All Set' once the last item is replaced", async () => {
    const { user } = renderDrawer({ excludedItems: excluded.slice(0, 1) });
    await openSimilar(user);
    await user.click(await screen.findByRole('radio', { name: 'Honeycrisp Apples' }));
    await user.click(screen.getByRole('button', { name: 'Replace Item' }));
    expect(await dialog('You’re All Set')).toBeTruthy();
  });

  it('puts a new choice in place of the old one, keeping other items’ and dropping expired ones', async () => {
    const milk = chosen({ originalLineItemUpc: wholeMilk.gtin13, newLineItemUpc: '0001111041702', itemIndex: 0 });
    const stale = chosen({ originalLineItemUpc: orangeJuice.gtin13, ttl: '2026-11-22T11:00:00.000Z' });
    const { user, store } = renderDrawer({ selections: [chosen(), milk, stale] });
    const drawer = await openSimilar(user);
    // The stored replacement is chosen again, on its page.
    const group = await similarItems();
    expect(within(group).getByRole('radio', { name: 'Fuji Apples' })).toHaveProperty('checked', true);
    await user.click(within(drawer).getByRole('button', { name: 'Next' }));
    await user.click(within(group).getByRole('radio', { name: 'Bananas' }));
    await user.click(within(drawer).getByRole('button', { name: 'Replace Item' }));
    expect(store).toHaveBeenCalledExactlyOnceWith([milk, chosen({ newLineItemUpc: bananas.gtin13 })]);
  });

  it('opens a stored replacement’s page', async () => {
    const { user } = renderDrawer({ selections: [chosen({ newLineItemUpc: '0000000004053' })] });
    await openSimilar(user);
    const group = await similarItems();
    expect(within(group).getByRole('radio', { name: 'Lemons' })).toHaveProperty('checked', true);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('disables the other items’ selectors and waits to continue while a replacement is stored', async () => {
    let finish: () => void = () => undefined;
    const { user, onContinue } = renderDrawer({
      store: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    await openSimilar(user);
    await user.click(await screen.findByRole('radio', { name: 'Fuji Apples' }));
    await user.click(screen.getByRole('button', { name: 'Replace Item' }));

    const gala = await row('Gala Apples');
    const juiceSelector = within(await row('Orange Juice')).getByRole('button', { name: 'Find Similar Items' });
    expect(within(gala).getByText('Saving replacement')).toBeTruthy();
    expect(gala.textContent).toContain('Replacing with Fuji Apples');
    expect(juiceSelector).toHaveProperty('disabled', true);
    expect(within(gala).getByRole('button', { name: 'Change Replacement' })).toHaveProperty('disabled', false);
    const continueButton = screen.getByRole('button', { name: 'Continue to Payment' });
    expect(continueButton.getAttribute('aria-disabled')).toBe('true');
    await user.click(continueButton);
    expect(onContinue).not.toHaveBeenCalled();

    await act(async () => finish());
    await waitFor(() => expect(juiceSelector).toHaveProperty('disabled', false));
    expect(within(gala).queryByText('Saving replacement')).toBeNull();
    expect(screen.getByText('Fuji Apples will replace Gala Apples.')).toBeTruthy();
  });

  it('says so when the host could not store it, and keeps the item unreplaced', async () => {
    const { user } = renderDrawer({ store: () => Promise.reject(new Error('storage full')) });
    await openSimilar(user);
    await user.click(await screen.findByRole('radio', { name: 'Fuji Apples' }));
    await user.click(screen.getByRole('button', { name: 'Replace Item' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your replacement was not saved. Please try again.',
    );
    const gala = await row('Gala Apples');
    expect(within(gala).getByRole('button', { name: 'Find Similar Items' })).toHaveProperty('disabled', false);
    expect(gala.textContent).not.toContain('Replacing with');
  });
});

describe('by keyboard', () => {
  it('chooses with the arrow keys, replaces with Enter and closes with Escape', async () => {
    const { user, store, onOpenChange } = renderDrawer({ excludedItems: excluded.slice(0, 1) });
    const selector = within(await row('Gala Apples')).getByRole('button', { name: 'Find Similar Items' });
    selector.focus();
    await user.keyboard('{Enter}');
    await similarItems();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Fuji Apples' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Honeycrisp Apples' })).toHaveProperty('checked', true);
    // Past the group, 'Previous' (disabled) and 'Next', 'Back', to 'Replace Item'.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Replace Item' }));
    await user.keyboard('{Enter}');
    expect(store).toHaveBeenCalledExactlyOnceWith([chosen({ newLineItemUpc: '0000000004135' })]);
    expect(await dialog('You’re All Set')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts again at the list when opened anew, and gives focus back on closing', async () => {
    const { user } = renderDrawer();
    await openSimilar(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const trigger = screen.getByRole('button', { name: 'Review items' });
    await user.click(trigger);
    expect(await dialog('Items Are Unavailable')).toBeTruthy();
    expect(await list()).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

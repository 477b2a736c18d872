import { describe, expect, it } from 'vitest';
import { discover, ebtCard, giftCard, preferredVisa } from '../testing/fixtures';
import { flyoutReducer, initialFlyoutState, type FlyoutAction, type FlyoutState } from './flyoutState';

const run = (state: FlyoutState, ...actions: FlyoutAction[]) => actions.reduce(flyoutReducer, state);
const checkout = initialFlyoutState('checkout');
const wallet = initialFlyoutState('wallet');
const noBank = 'You must select a card or add a credit or debit card.';

describe('given a checkout flyout opened over a selection', () => {
  const opened = run(checkout, { type: 'open', selection: [preferredVisa] });

  it('copies checkout’s selection into its own', () => {
    expect(opened).toMatchObject({ isOpen: true, activeScreen: 'CARD_LIST' });
    expect(opened.selectedCards).toEqual([preferredVisa]);
  });

  it('after Escape with nothing changed, it closes at once', () => {
    expect(run(opened, { type: 'requestClose' }).isOpen).toBe(false);
  });

  it('after a change, Escape asks first; keep returns to the list, discard closes without saving', () => {
    const changed = run(opened, { type: 'toggle', card: discover }, { type: 'requestClose' });
    expect(changed).toMatchObject({ isOpen: true, activeScreen: 'EXIT_CONFIRM' });
    expect(run(changed, { type: 'keepChanges' })).toMatchObject({ activeScreen: 'CARD_LIST', isOpen: true });
    const discarded = run(changed, { type: 'close' });
    expect(discarded.isOpen).toBe(false);
    expect(discarded.checkoutSelection).toEqual([preferredVisa]);
  });

  it('back on the list leaves like Escape: at once when nothing changed, through Discard Changes? otherwise', () => {
    expect(run(opened, { type: 'back' }).isOpen).toBe(false);
    const changed = run(opened, { type: 'toggle', card: discover }, { type: 'back' });
    expect(changed).toMatchObject({ isOpen: true, activeScreen: 'EXIT_CONFIRM' });
  });

  it('Confirm copies its selection back to checkout and closes', () => {
    const confirmed = run(
      opened,
      { type: 'toggle', card: discover },
      { type: 'toggle', card: giftCard },
      { type: 'confirm', problem: undefined },
    );
    expect(confirmed.isOpen).toBe(false);
    expect(confirmed.checkoutSelection.map((card) => card.id)).toEqual([discover.id, giftCard.id]);
  });

  it('Confirm refused (no bank card) shows why and stays open', () => {
    const empty = run(checkout, { type: 'open', selection: [] }, { type: 'toggle', card: giftCard });
    expect(run(empty, { type: 'confirm', problem: noBank })).toMatchObject({
      isOpen: true,
      errorMessage: noBank,
    });
  });

  it('Cancel closes and resets the error message', () => {
    const failed = run(opened, { type: 'failed', message: 'Oops' }, { type: 'close' });
    expect(failed).toMatchObject({ isOpen: false, errorMessage: undefined });
  });
});

describe('given cards that load after opening', () => {
  it('takes the default selection when checkout had none', () => {
    const state = run(
      checkout,
      { type: 'open', selection: [] },
      {
        type: 'cardsLoaded',
        cards: [preferredVisa, ebtCard],
        defaultSelection: [preferredVisa, ebtCard],
        hasBankCards: true,
      },
    );
    expect(state.selectedCards).toEqual([preferredVisa, ebtCard]);
  });

  it('keeps checkout’s selection when it had one', () => {
    const state = run(
      checkout,
      { type: 'open', selection: [discover] },
      { type: 'cardsLoaded', cards: [preferredVisa, discover], defaultSelection: [preferredVisa], hasBankCards: true },
    );
    expect(state.selectedCards).toEqual([discover]);
  });

  it('later loads only refresh the chosen cards', () => {
    const withBalance = { ...ebtCard, balance: 'USD 9.00' };
    const state = run(
      checkout,
      { type: 'open', selection: [] },
      {
        type: 'cardsLoaded',
        cards: [preferredVisa, ebtCard],
        defaultSelection: [preferredVisa, ebtCard],
        hasBankCards: true,
      },
      { type: 'cardsLoaded', cards: [withBalance], defaultSelection: [], hasBankCards: false },
    );
    expect(state.selectedCards).toEqual([withBalance]);
    expect(state.activeScreen).toBe('CARD_LIST');
  });

  it('goes straight to the add-card form at checkout with no bank cards', () => {
    const state = run(
      checkout,
      { type: 'open', selection: [] },
      { type: 'cardsLoaded', cards: [ebtCard], defaultSelection: [], hasBankCards: false },
    );
    expect(state).toMatchObject({ activeScreen: 'ADD_CARD', addCardKind: 'bank' });
  });

  it('selects nothing in wallet mode', () => {
    const state = run(
      wallet,
      { type: 'open', selection: [] },
      { type: 'cardsLoaded', cards: [preferredVisa], defaultSelection: [preferredVisa], hasBankCards: true },
      { type: 'toggle', card: discover },
    );
    expect(state.selectedCards).toEqual([]);
  });
});

describe('given the screens', () => {
  const opened = run(wallet, { type: 'open', selection: [] });

  it('each form returns to the list on back', () => {
    for (const screen of ['ADD_CARD', 'EDIT_CARD', 'DELETE_CARD', 'CHECK_BALANCE'] as const) {
      const state = run(opened, { type: 'show', screen, card: preferredVisa }, { type: 'back' });
      expect(state).toMatchObject({ activeScreen: 'CARD_LIST', activeCard: undefined });
    }
  });

  it('the billing-address screens return to the form they came from', () => {
    const editing = run(opened, { type: 'show', screen: 'EDIT_CARD', card: preferredVisa });
    const addresses = run(editing, { type: 'show', screen: 'ADDRESS_LIST' });
    expect(addresses.activeCard).toEqual(preferredVisa);
    const updating = run(addresses, { type: 'show', screen: 'UPDATE_ADDRESS' });
    expect(run(updating, { type: 'back' }).activeScreen).toBe('ADDRESS_LIST');
    expect(run(updating, { type: 'back' }, { type: 'back' })).toMatchObject({
      activeScreen: 'EDIT_CARD',
      activeCard: preferredVisa,
    });
  });

  it('after a success, the list shows with the message until it is dismissed', () => {
    const state = run(
      opened,
      { type: 'show', screen: 'DELETE_CARD', card: discover },
      { type: 'succeeded', message: 'Successfully deleted card' },
    );
    expect(state).toMatchObject({ activeScreen: 'CARD_LIST', successMessage: 'Successfully deleted card' });
    expect(run(state, { type: 'dismissSuccess' }).successMessage).toBeUndefined();
  });

  it('a failure keeps the form open with its message', () => {
    const state = run(opened, { type: 'show', screen: 'ADD_CARD' }, { type: 'failed', message: 'Declined' });
    expect(state).toMatchObject({ activeScreen: 'ADD_CARD', errorMessage: 'Declined' });
  });
});

describe('given the card box opens Check Balance by a deep link', () => {
  const deepLinked = run(checkout, { type: 'open', selection: [], screen: 'CHECK_BALANCE', card: ebtCard });

  it('marks the deep link, so the screen hides its back button', () => {
    expect(deepLinked).toMatchObject({ activeScreen: 'CHECK_BALANCE', isCardboxDeepLink: true });
  });

  it('closes on success instead of returning to the list', () => {
    expect(run(deepLinked, { type: 'succeeded', message: 'x', closeAfter: true }).isOpen).toBe(false);
  });
});

describe('given the billing address of a card form', () => {
  const home = {
    id: 'billing-home',
    street: '1014 Vine St',
    locality: 'Cincinnati',
    region: 'OH',
    postalCode: '45202',
    countryCode: 'US' as const,
    type: 'home' as const,
  };
  const work = { ...home, id: 'billing-work', street: '7650 Montgomery Rd', type: 'delivery' as const };
  const adding = run(
    wallet,
    { type: 'open', selection: [] },
    { type: 'show', screen: 'ADD_CARD', addCardKind: 'bank' },
  );
  const listing = run(adding, { type: 'show', screen: 'ADDRESS_LIST' });

  it('starts with none picked, so the form shows its default', () => {
    expect(listing.billingAddress).toBeUndefined();
  });

  it('picking an address returns to the card form with it chosen', () => {
    const picked = run(listing, { type: 'chooseBillingAddress', address: work });
    expect(picked).toMatchObject({ activeScreen: 'ADD_CARD', billingAddress: work });
  });

  it('the edit form keeps its card while an address is picked', () => {
    const editing = run(
      wallet,
      { type: 'open', selection: [] },
      { type: 'show', screen: 'EDIT_CARD', card: preferredVisa },
    );
    const picked = run(
      editing,
      { type: 'show', screen: 'ADDRESS_LIST' },
      { type: 'chooseBillingAddress', address: work },
    );
    expect(picked).toMatchObject({ activeScreen: 'EDIT_CARD', activeCard: preferredVisa, billingAddress: work });
  });

  it('a new address, once saved, is chosen and the list shows again', () => {
    const saved = run(
      listing,
      { type: 'show', screen: 'UPDATE_ADDRESS' },
      { type: 'billingAddressSaved', address: work, added: true },
    );
    expect(saved).toMatchObject({ activeScreen: 'ADDRESS_LIST', billingAddress: work, activeAddress: undefined });
  });

  it('an edited address replaces the choice only when it was the one chosen', () => {
    const chosen = run(
      listing,
      { type: 'chooseBillingAddress', address: home },
      { type: 'show', screen: 'ADDRESS_LIST' },
    );
    const other = run(chosen, { type: 'billingAddressSaved', address: work, added: false });
    expect(other.billingAddress).toEqual(home);
    const moved = { ...home, locality: 'Kenwood' };
    expect(run(chosen, { type: 'billingAddressSaved', address: moved, added: false }).billingAddress).toEqual(moved);
  });

  it('leaving the form forgets the choice; the next form starts from its default', () => {
    const picked = run(listing, { type: 'chooseBillingAddress', address: work });
    expect(run(picked, { type: 'back' }).billingAddress).toBeUndefined();
    expect(run(picked, { type: 'succeeded', message: 'Successfully saved card' }).billingAddress).toBeUndefined();
  });

  it('clearError drops the last failure and stays put', () => {
    const failed = run(adding, { type: 'failed', message: 'Declined' }, { type: 'clearError' });
    expect(failed).toMatchObject({ activeScreen: 'ADD_CARD', errorMessage: undefined });
  });
});

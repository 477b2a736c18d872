import { describe, expect, it } from 'vitest';
import {
  initialWalletPageState as initial,
  walletPageReducer as reduce,
  type WalletPageState,
} from './walletPageState';

describe('given the wallet page state (§4 "Other")', () => {
  it('the add form opens and closes, on Credit/Debit unless told', () => {
    const open = reduce(initial, { type: 'toggleAddCard' });
    expect(open.addCard).toMatchObject({ open: true, paymentType: 'CREDIT_CARD' });
    expect(reduce(open, { type: 'toggleAddCard' }).addCard.open).toBe(false);
    expect(reduce(open, { type: 'closeAddCard' }).addCard.open).toBe(false);
  });

  it('opens the add form afresh on SNAP EBT', () => {
    const once = reduce(initial, { type: 'openAddCard', paymentType: 'EBT_CARD' });
    const twice = reduce(once, { type: 'openAddCard', paymentType: 'EBT_CARD' });
    expect(once.addCard).toMatchObject({ open: true, paymentType: 'EBT_CARD' });
    expect(twice.addCard.key).not.toBe(once.addCard.key);
  });

  it('the edit card id toggles the edit form, one card at a time', () => {
    const a = reduce(initial, { type: 'toggleEdit', cardId: 'a' });
    expect(a.editCardId).toBe('a');
    expect(reduce(a, { type: 'toggleEdit', cardId: 'b' }).editCardId).toBe('b');
    expect(reduce(a, { type: 'toggleEdit', cardId: 'a' }).editCardId).toBeUndefined();
  });

  it('the delete confirmation is per card id', () => {
    const asking = reduce(initial, { type: 'askDelete', cardId: 'a' });
    expect(asking.deleteCardId).toBe('a');
    expect(reduce(asking, { type: 'closeDelete' }).deleteCardId).toBeUndefined();
  });

  it('the SNAP card’s balance check opens under its card and closes', () => {
    const open = reduce(initial, { type: 'toggleBalance', cardId: 'ebt' });
    expect(open.balanceCardId).toBe('ebt');
    expect(reduce(open, { type: 'toggleBalance', cardId: 'ebt' }).balanceCardId).toBeUndefined();
    expect(reduce(open, { type: 'closeBalance' }).balanceCardId).toBeUndefined();
  });

  it('Wrong Account closes the card’s edit form, balance check and delete confirmation', () => {
    const busy: WalletPageState = { ...initial, editCardId: 'a', balanceCardId: 'ebt', deleteCardId: 'b' };
    const wrong = reduce(busy, { type: 'wrongAccount' });
    expect(wrong).toMatchObject({
      wrongAccount: true,
      editCardId: undefined,
      balanceCardId: undefined,
      deleteCardId: undefined,
    });
    expect(reduce(wrong, { type: 'closeWrongAccount' }).wrongAccount).toBe(false);
  });

  it('the gift card form opens and closes', () => {
    const open = reduce(initial, { type: 'toggleGiftCardForm' });
    expect(open.giftCardFormOpen).toBe(true);
    expect(reduce(open, { type: 'closeGiftCardForm' }).giftCardFormOpen).toBe(false);
  });
});

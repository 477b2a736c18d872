// The wallet page's own state (wallet spec §4 "Other"): the add form opens and closes, the edit
// card id toggles the edit form, and the delete confirmation is per card id. The SNAP card's
// balance check opens under its card the way the edit form does.

/** The Payment Type select's two choices (§2). */
export type WalletPagePaymentType = 'CREDIT_CARD' | 'EBT_CARD';

export interface WalletPageState {
  /** The add form is open, on this payment type; `key` changes so a reopened form starts afresh. */
  addCard: { open: boolean; paymentType: WalletPagePaymentType; key: number };
  giftCardFormOpen: boolean;
  /** The card whose edit form is open. */
  editCardId: string | undefined;
  /** The SNAP EBT card whose balance check is open. */
  balanceCardId: string | undefined;
  /** The card whose delete confirmation is open. */
  deleteCardId: string | undefined;
  /** The service did not know the card: the 'Wrong Account' dialog is open (§2). */
  wrongAccount: boolean;
}

export type WalletPageAction =
  | { type: 'toggleAddCard' }
  | { type: 'openAddCard'; paymentType: WalletPagePaymentType }
  | { type: 'closeAddCard' }
  | { type: 'toggleGiftCardForm' }
  | { type: 'closeGiftCardForm' }
  | { type: 'toggleEdit'; cardId: string }
  | { type: 'closeEdit' }
  | { type: 'toggleBalance'; cardId: string }
  | { type: 'closeBalance' }
  | { type: 'askDelete'; cardId: string }
  | { type: 'closeDelete' }
  | { type: 'wrongAccount' }
  | { type: 'closeWrongAccount' };

export const initialWalletPageState: WalletPageState = {
  addCard: { open: false, paymentType: 'CREDIT_CARD', key: 0 },
  giftCardFormOpen: false,
  editCardId: undefined,
  balanceCardId: undefined,
  deleteCardId: undefined,
  wrongAccount: false,
};

export function walletPageReducer(state: WalletPageState, action: WalletPageAction): WalletPageState {
  switch (action.type) {
    case 'toggleAddCard':
      return state.addCard.open
        ? { ...state, addCard: { ...state.addCard, open: false } }
        : walletPageReducer(state, { type: 'openAddCard', paymentType: 'CREDIT_CARD' });
    case 'openAddCard':
      return { ...state, addCard: { open: true, paymentType: action.paymentType, key: state.addCard.key + 1 } };
    case 'closeAddCard':
      return { ...state, addCard: { ...state.addCard, open: false } };
    case 'toggleGiftCardForm':
      return { ...state, giftCardFormOpen: !state.giftCardFormOpen };
    case 'closeGiftCardForm':
      return { ...state, giftCardFormOpen: false };
    case 'toggleEdit':
      return { ...state, editCardId: state.editCardId === action.cardId ? undefined : action.cardId };
    case 'closeEdit':
      return { ...state, editCardId: undefined };
    case 'toggleBalance':
      return { ...state, balanceCardId: state.balanceCardId === action.cardId ? undefined : action.cardId };
    case 'closeBalance':
      return { ...state, balanceCardId: undefined };
    case 'askDelete':
      return { ...state, deleteCardId: action.cardId };
    case 'closeDelete':
      return { ...state, deleteCardId: undefined };
    case 'wrongAccount':
      // The card is not this account's: its forms and dialogs close with it.
      return {
        ...state,
        wrongAccount: true,
        editCardId: undefined,
        balanceCardId: undefined,
        deleteCardId: undefined,
      };
    case 'closeWrongAccount':
      return { ...state, wrongAccount: false };
  }
}

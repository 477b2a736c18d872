// The flyout's state and its moves (wallet spec §3 "Flyout state", §4 "Flyout"): a reducer, so
// every transition is a pure function with a test, and the screens only dispatch.
import type { WalletCard } from '@aisle/contracts/wallet';
import type { Address } from '@aisle/contracts';
import { refreshSelection, selectionChanged, toggleSelection } from '../cards/selection';
import type { WalletMode } from '../cards/cardRules';

export const flyoutScreens = [
  'CARD_LIST',
  'ADD_CARD',
  'EDIT_CARD',
  'DELETE_CARD',
  'ADDRESS_LIST',
  'UPDATE_ADDRESS',
  'CHECK_BALANCE',
  'EXIT_CONFIRM',
] as const;
export type FlyoutScreenId = (typeof flyoutScreens)[number];

/** Which add form ADD_CARD shows. */
export type AddCardKind = 'bank' | 'ebt' | 'gift';

export interface FlyoutState {
  isOpen: boolean;
  mode: WalletMode;
  activeScreen: FlyoutScreenId;
  activeCard: WalletCard | undefined;
  addCardKind: AddCardKind;
  /** The flyout's own choice; Confirm copies it back to checkout's. */
  selectedCards: WalletCard[];
  /** Checkout's choice when the flyout opened, to tell whether anything changed. */
  checkoutSelection: WalletCard[];
  successMessage: string | undefined;
  errorMessage: string | undefined;
  /** Opened from the card box straight to Check Balance: no back button, and success closes. */
  isCardboxDeepLink: boolean;
  /** The form the billing-address screens return to. */
  addressReturnScreen: 'ADD_CARD' | 'EDIT_CARD';
  /** This visit's fraud-capture transaction, sent as `accertifyTransactionId` with card adds. */
  transactionId: string | undefined;
  /** The cards have loaded in this visit: later loads only refresh the selection. */
  cardsReady: boolean;
  /** The billing address UPDATE_ADDRESS edits; none when it adds one. */
  activeAddress: Address | undefined;
  /** The billing address the shopper picked for the card form; until they pick one the form shows its default. */
  billingAddress: Address | undefined;
}

export type FlyoutAction =
  | {
      type: 'open';
      selection: readonly WalletCard[];
      /** The visit's fraud-capture transaction. */
      transactionId?: string;
      screen?: 'CHECK_BALANCE';
      card?: WalletCard;
    }
  | {
      type: 'cardsLoaded';
      cards: readonly WalletCard[];
      defaultSelection: readonly WalletCard[];
      hasBankCards: boolean;
    }
  | {
      type: 'show';
      screen: FlyoutScreenId;
      card?: WalletCard;
      addCardKind?: AddCardKind;
      address?: Address;
    }
  | { type: 'back' }
  | { type: 'toggle'; card: WalletCard }
  | { type: 'succeeded'; message: string; closeAfter?: boolean }
  | { type: 'failed'; message: string }
  | { type: 'dismissSuccess' }
  | { type: 'requestClose' }
  | { type: 'keepChanges' }
  | { type: 'close' }
  /** Confirm, refused with `problem` when the choice cannot pay (see cards/cardUse). */
  | { type: 'confirm'; problem: string | undefined }
  | { type: 'setSelection'; selection: readonly WalletCard[] }
  /** §4 "Picking an address returns to the card form". */
  | { type: 'chooseBillingAddress'; address: Address }
  /** A billing address was saved: back to the list, with it chosen when it is new (or was chosen already). */
  | { type: 'billingAddressSaved'; address: Address; added: boolean }
  /** A form is submitted again: its last failure goes. */
  | { type: 'clearError' };

export function initialFlyoutState(mode: WalletMode): FlyoutState {
  return {
    isOpen: false,
    mode,
    activeScreen: 'CARD_LIST',
    activeCard: undefined,
    addCardKind: 'bank',
    selectedCards: [],
    checkoutSelection: [],
    successMessage: undefined,
    errorMessage: undefined,
    isCardboxDeepLink: false,
    addressReturnScreen: 'ADD_CARD',
    activeAddress: undefined,
    billingAddress: undefined,
    cardsReady: false,
    transactionId: undefined,
  };
}

const closed = (state: FlyoutState): FlyoutState => ({
  ...initialFlyoutState(state.mode),
  // Closing keeps what checkout chose; the error message is reset (§4).
  checkoutSelection: state.checkoutSelection,
});

/** Closes at once in wallet mode or when nothing changed; otherwise asks first (§4). */
function requestClose(state: FlyoutState): FlyoutState {
  const changed = state.mode === 'checkout' && selectionChanged(state.checkoutSelection, state.selectedCards);
  return changed ? { ...state, activeScreen: 'EXIT_CONFIRM', errorMessage: undefined } : closed(state);
}

/**
 * Where back leads from each screen: the list has nothing behind it, so its back leaves the flyout
 * as the close button does (through the exit guard); the billing-address screens return to their
 * form; the rest to the list.
 */
function backFrom(state: FlyoutState): FlyoutState {
  switch (state.activeScreen) {
    case 'CARD_LIST':
      return requestClose(state);
    case 'ADDRESS_LIST':
      return { ...state, activeScreen: state.addressReturnScreen, errorMessage: undefined };
    case 'UPDATE_ADDRESS':
      return { ...state, activeScreen: 'ADDRESS_LIST', errorMessage: undefined };
    case 'CHECK_BALANCE':
      return state.isCardboxDeepLink ? closed(state) : toList(state);
    default:
      return toList(state);
  }
}

const toList = (state: FlyoutState): FlyoutState => ({
  ...state,
  activeScreen: 'CARD_LIST',
  activeCard: undefined,
  errorMessage: undefined,
  billingAddress: undefined,
});

export function flyoutReducer(state: FlyoutState, action: FlyoutAction): FlyoutState {
  switch (action.type) {
    case 'open':
      // Opening copies checkout's selection into the flyout's (§4).
      return {
        ...initialFlyoutState(state.mode),
        isOpen: true,
        selectedCards: [...action.selection],
        checkoutSelection: [...action.selection],
        activeScreen: action.screen ?? 'CARD_LIST',
        activeCard: action.card,
        isCardboxDeepLink: action.screen === 'CHECK_BALANCE',
        transactionId: action.transactionId,
      };
    case 'cardsLoaded': {
      if (!state.isOpen || state.mode === 'wallet') return state;
      // Edits, balances and deletions reach the cards already chosen.
      const refreshed = refreshSelection(state.selectedCards, action.cards);
      if (state.cardsReady) return { ...state, selectedCards: refreshed };
      const selectedCards = refreshed.length > 0 ? refreshed : [...action.defaultSelection];
      // At checkout with no bank card the shopper can only add one (§4).
      const straightToAdd = state.isOpen && !action.hasBankCards && state.activeScreen === 'CARD_LIST';
      return {
        ...state,
        cardsReady: true,
        selectedCards,
        ...(straightToAdd ? { activeScreen: 'ADD_CARD' as const, addCardKind: 'bank' as const } : {}),
      };
    }
    case 'show': {
      const form =
        state.activeScreen === 'ADD_CARD' || state.activeScreen === 'EDIT_CARD' ? state.activeScreen : undefined;
      // The billing-address screens work for the card form behind them: keep its card.
      const addressScreen = action.screen === 'ADDRESS_LIST' || action.screen === 'UPDATE_ADDRESS';
      return {
        ...state,
        activeScreen: action.screen,
        activeCard: action.card ?? (addressScreen ? state.activeCard : undefined),
        activeAddress: action.address,
        addCardKind: action.addCardKind ?? state.addCardKind,
        addressReturnScreen: action.screen === 'ADDRESS_LIST' && form ? form : state.addressReturnScreen,
        // A card form starts from its default address; the address screens keep the form's choice.
        billingAddress: addressScreen ? state.billingAddress : undefined,
        successMessage: action.screen === 'CARD_LIST' ? state.successMessage : undefined,
        errorMessage: undefined,
      };
    }
    case 'back':
      return backFrom(state);
    case 'toggle':
      if (state.mode === 'wallet') return state;
      return { ...state, selectedCards: toggleSelection(state.selectedCards, action.card), errorMessage: undefined };
    case 'succeeded':
      if (action.closeAfter) return closed(state);
      return { ...toList(state), successMessage: action.message };
    case 'failed':
      return { ...state, errorMessage: action.message };
    case 'dismissSuccess':
      return { ...state, successMessage: undefined };
    case 'requestClose':
      return requestClose(state);
    case 'keepChanges':
      return toList(state);
    case 'close':
      return closed(state);
    case 'confirm':
      if (action.problem) return { ...state, errorMessage: action.problem };
      return { ...closed(state), checkoutSelection: [...state.selectedCards] };
    case 'setSelection':
      return { ...state, selectedCards: [...action.selection] };
    case 'chooseBillingAddress':
      return {
        ...state,
        billingAddress: action.address,
        activeScreen: state.addressReturnScreen,
        activeAddress: undefined,
        errorMessage: undefined,
      };
    case 'billingAddressSaved': {
      const wasChosen = action.address.id !== undefined && state.billingAddress?.id === action.address.id;
      return {
        ...state,
        billingAddress: action.added || wasChosen ? action.address : state.billingAddress,
        activeScreen: 'ADDRESS_LIST',
        activeAddress: undefined,
        errorMessage: undefined,
      };
    }
    case 'clearError':
      return { ...state, errorMessage: undefined };
  }
}

'use client';

import { useMessages } from '@aisle/core';

/**
 * Every word of the wallet (wallet spec), keyed. Strings are the spec's, quoted exactly (its odd
 * spacing and capitals included); `{name}` marks a value filled in with `format` from @aisle/ui.
 * Entries marked "Not shown in the spec" are ours, where the spec names a text without its wording.
 */
export const walletMessages = {
  // Wallet page (§2).
  walletPageTitle: 'My Wallet',
  addNewCardHeading: 'Add New Card',
  addNewGiftCardHeading: 'Add New Gift Card',
  editCardHeading: 'Edit Card',
  paymentTypeLabel: 'Payment Type',
  paymentTypeCreditDebit: 'Credit/Debit',
  paymentTypeSnapEbt: 'SNAP EBT',
  giftCardsHeading: 'Gift Cards ({total})',
  ebtAvailableTitle: 'Online EBT Is Now Available',
  /** The spec gives the modal's point, not its words: ours. */
  ebtAvailableBody: 'You no longer need to bring your EBT card to curbside: add it to your wallet and pay online.',
  addEbtCardButton: 'Add EBT Card',
  wrongAccountTitle: 'Wrong Account',
  wrongAccountMessage: "Card couldn't be found on this account, please make sure you're logged into the right account.",
  wrongAccountButton: 'Okay, I got it!',
  somethingWentWrongTitle: 'Something went wrong',
  tryAgainButton: 'Try Again',
  backToCartButton: 'Back to Cart',

  // Flyout: card list (§2).
  walletHeader: 'Wallet',
  selectPaymentHeader: 'Select Payment',
  creditDebitGroup: 'Credit & Debit',
  addCreditDebitCardButton: 'Add Credit/Debit Card',
  snapEbtGroup: 'SNAP EBT',
  addSnapEbtCardButton: 'Add SNAP EBT Card',
  giftCardGroup: 'Gift Card',
  addGiftCardButton: 'Add Gift Card',
  /** The actions menu's button (§2 names the menu, not its button): ours. */
  cardActionsMenu: 'Actions',
  editAction: 'Edit',
  deleteAction: 'Delete',
  makePreferredAction: 'Make Preferred',
  checkBalanceAction: 'Check Balance',
  retryButton: 'Retry',
  balanceError: 'Balance Error',
  closeButton: 'Close',
  confirmButton: 'Confirm',
  cancelButton: 'Cancel',
  backButton: 'Back',
  /** Not shown in the spec: the actions menu's name, the card's description and its states. */
  cardActionsLabel: 'Actions for {card}',
  cardDescription: '{brand} ending in {lastFour}',
  brandVisa: 'Visa',
  brandMastercard: 'Mastercard',
  brandAmex: 'American Express',
  brandDiscover: 'Discover',
  brandDiners: 'Diners Club',
  brandJcb: 'JCB',
  brandUnionpay: 'UnionPay',
  brandOther: 'Card',
  cardSelected: 'Selected',
  giftCardDescription: 'Gift card ending in {lastFour}',
  ebtCardDescription: 'SNAP EBT card ending in {lastFour}',
  cardExpiresOn: 'Expires {month}/{year}',
  cardExpired: 'Expired',
  preferredCard: 'Preferred',
  cardBalance: 'Balance: {balance}',
  loadingCards: 'Loading your cards',

  // Checkout summary box (§2).
  paymentMethodTitle: 'Payment Method',
  addOrChangePaymentMethod: 'Add or Change Payment Method',
  removeButton: 'Remove',
  /** Not shown in the spec: the no-bank-card warning and the no-cards message. */
  noBankCardWarning: 'Add a credit or debit card to place your order.',
  noCardsMessage: 'You have no saved payment methods.',

  // Add card (§2).
  addCreditDebitCardHeading: 'Add Credit/Debit Card',
  addCardModalTitle: 'Add a Credit or Debit Card',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  saveThisCard: 'Save this card',
  makeThisMyPreferredCard: 'Make this my preferred card',
  saveCardButton: 'Save Card',
  savingButton: 'Saving',
  submittingCardButton: 'Submitting Card',
  /** Not shown in the spec: the flyout's add button at rest. */
  submitCardButton: 'Submit Card',
  unableToAddCard: 'Unable to add card',
  addRetryText: "Sorry, but we're having trouble accepting new card information. Would you like to try again?",

  // Add SNAP EBT and gift cards (§2).
  addSnapEbtCardHeading: 'Add SNAP EBT Card',
  addGiftCardTitle: 'Add Gift Card',
  cardNumberLabel: 'Card Number',
  pinLabel: 'PIN',
  giftCardNote: 'Keep your gift card! You will need it for any refunds or additional charges.',

  // Edit card (§2).
  editCreditDebitCardTitle: 'Edit Credit/Debit Card',
  editCardModalTitle: 'Edit Card',
  maskedCardNumber: '•••• {lastFour}',
  expirationMonthLabel: 'Expiration Month',
  expirationYearLabel: 'Expiration Year',
  selectPlaceholder: 'Select...',
  saveChangesButton: 'Save Changes',
  savingEllipsisButton: 'Saving...',
  unableToEditCard: 'Unable to edit card',
  editRetryText: 'Sorry, you are unable to edit card information at this time. Would you like to try again?',
  errorCode: '(Error code: {code})',

  // Delete card (§2).
  deletingPaymentTitle: 'Deleting Payment',
  deleteCardQuestion: 'Are you sure you want to delete your card?',
  keepCardButton: 'Keep Card',
  deleteCardButton: 'Delete Card',

  // Check balance (§2).
  checkBalanceHeader: 'Check Balance',
  enterSnapEbtPin: 'Enter Your SNAP EBT PIN',
  submittingButton: 'Submitting',
  backToPayment: 'Back to Payment',

  // Exit confirm (§2).
  discardChangesTitle: 'Discard Changes?',
  discardChangesText: 'If you exit now, your selections will not be saved. Do you want to discard your changes?',
  keepChangesButton: 'No, Keep Changes',
  discardChangesButton: 'Yes, Discard Changes',

  // Billing addresses (§2).
  billingAddressHeading: 'Billing Address',
  addNewAddressButton: 'Add new address',
  addressLabel: 'Address',
  aptSuiteLabel: 'Apt, Suite, etc. (Optional)',
  cityLabel: 'City',
  stateLabel: 'State',
  postalCodeLabel: 'Postal Code',
  saveAddressButton: 'Save Address',

  // Legal footer (§2). The copyright and phone wording are not shown: ours. §6: the harristeeter
  // banner changes names and numbers on the wallet page: its own company name (the number is the
  // provider's per-banner customer-service number).
  copyright: '© {year} {company}',
  companyName: 'The Aisle Grocery Company',
  harrisTeeterCompanyName: 'Harris Teeter',
  accessibilityStatement: 'Accessibility Statement',
  screenReaderPhone: 'Using a screen reader? Call {phone} for help.',
  privacyPolicy: 'Privacy Policy',
  cookiePreferences: 'Cookie Preferences',

  // §5 validation: billing address (flyout).
  addressRequired: 'Address is a required field.',
  addressMaxLength: 'Maximum length for address fields is 100 characters.',
  addressInvalid: 'Address has invalid characters.',
  cityRequired: 'City is a required field.',
  cityMaxLength: 'Maximum length for city field is 50 characters.',
  cityInvalid: 'City has invalid characters.',
  stateRequired: 'State/Province is a required field.',
  postalCodeRequired: 'Postal Code is a required field.',
  postalCodeInvalid: 'Please enter a valid postal code.',
  // §5 validation: billing address (wallet page).
  invalidCharacters: 'The following characters are invalid: {characters}',
  walletPagePostalCodeInvalid: 'Please enter a valid postal code',
  // §5 names.
  firstNameRequired: 'First Name is a required field.',
  lastNameRequired: 'Last Name is a required field.',
  nameMaxLength: 'Maximum length for name fields is 375 characters.',
  firstNameInvalid: 'Please enter a valid first name.',
  lastNameInvalid: 'Please enter a valid last name.',
  walletPageNameInvalid: 'Incorrect format, only letters and spaces are accepted.',
  // §5 expiration (edit).
  expirationMonthInvalid: 'Please enter a valid expiration month.',
  expirationMonthFormat: 'Expiration Month needs to be in a 2-digit format. (ex: 06).',
  expirationYearInvalid: 'Please enter a valid expiration year.',
  expirationDatePast: 'Expiration Date must be after the current date.',
  expirationDateUnparsable: 'Expiration Date must be in MM YY format and only composed of numbers.',
  // §5 cards.
  giftCardNumberLength: 'Card Number must be exactly 19 characters long.',
  giftCardPinLength: 'PIN must be exactly 4 characters long.',
  ebtCardNumberLength: 'Card Number must be at least 16 characters long and at most 19 characters long.',
  cardExpiredOnUse: 'This card has expired. Please re-add the card with updated information or use another card.',
  billingAddressNeeded: 'Please enter a billing address in order to use this credit card.',
  cardRequired: 'You must select a card or add a credit or debit card.',
  billingAddressNotSelected: 'Please select a billing address.',
  billingAddressInvalidCharacters:
    "We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.",
  requiredField: '{field} is a required field',
  giftCardLimit: 'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
  /** "SNAP limit", "SNAP disabled" and "gift disabled" texts are not shown in the spec: ours. */
  snapCardLimit: 'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
  snapDisabled: 'Add a credit or debit card first: it backs up your SNAP EBT card.',
  giftDisabled: 'Add a credit or debit card first: it backs up your gift cards.',
  // Card-frame messages (§5).
  cardNumberTooShort: 'Card number too short.',
  cardNumberTooLong: 'Card number too long.',
  cardNumberNotNumeric: 'Card number not numeric.',
  cardNumberInvalid: 'Please enter a valid credit or debit card.',
  cvvTooShort: 'CVV too short.',
  cvvTooLong: 'CVV too long.',
  cvvInvalid: 'Invalid CVV.',
  invalidCardInformation: 'Invalid card information.',

  // §8 error catalogue.
  timeout:
    "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at {number}.",
  ebtCardAlreadyExists: 'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
  sessionExpired: 'It looks like your session has expired. Please log in again to continue.',
  invalidPin: 'Invalid PIN, please try again.',
  pinLocked:
    'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.',
  // Not shown in the spec, ours: a balance check refused the encrypted PIN (422 PIN_EXPIRED,
  // PIN_ALREADY_USED, PIN_OTHER_CARD, PIN_OTHER_SHOPPER): bound to one card, 5 minutes and one use.
  pinEntryAgain: 'For your security, please enter your SNAP EBT PIN again.',
  addressIssue: 'There was an issue with your address, please verify your information. (Error code: RV62751)',
  cardIssuerIssue: 'There was an issue with your card. Please contact your Card Issuer. (Error Code: RV32937)',
  giftCardZeroBalance: 'You cannot add a Gift Card with a $0 balance.',
  cardDeclined:
    "We're sorry, but your card has been declined. Please check all fields and try again. If the problem persists, please contact Customer Service at {number}.",
  duplicateCard: 'The card you are trying to add is already in your wallet, please add a different card.',
  paymentInformationInvalid:
    'Your payment information is invalid. Please check your card information, use a different card, contact your credit card provider, or contact Customer Service at {phone}.',
  contactCustomerService: 'Please Contact the Customer Service Center at {phone} (Error Code: RV72632)',
  // Per-action defaults (§8). Add, edit, get cards and delete are not shown: ours, in the spec's voice.
  addCardDefault: 'There was an error adding your card',
  editCardDefault: 'There was an error updating your card',
  getCardsDefault: "We couldn't load your cards at this time. Please try again.",
  deleteCardDefault: 'There was a problem deleting your card.',
  getAddressDefault: "We couldn't load your saved address at this time . Please add a new address.",
  updateAddressDefault: "We're sorry, but we weren't able to save your address. Please try again.",
  ebtBalanceDefault: "We couldn't retrieve your SNAP EBT card balance. Please try again.",
  giftBalanceDefault: "We couldn't retrieve your gift card's balance. Please try again.",
  // Other messages (§8).
  billingAddressLoadError: 'There has been an error loading your address. Please try again by clicking',
  cardMissing: 'Something went wrong',
  giftCardAddFailed: "We're sorry, but we weren't able to add your card. Please try again or use a different card.",
  paymentMethodsUpdateFailed: "We couldn't update your payment methods please try again.",
  cardNotAccepted: '{cardType} is not accepted for {fulfillment} at this time.',
  validationProblem: 'There was a problem validating your information. Please try again.',
  paymentErrorCode: 'RV9547',
  customerServicePhoneLine: 'Customer Service: {phone}',

  // Success messages (§8).
  cardSaved: 'Successfully saved card',
  cardEdited: 'Successfully edited card',
  cardDeleted: 'Successfully deleted card',
  cardUpdated: 'Card Updated!',
  billingAddressAdded: 'Good work! Your billing address has been successfully added.',

  // Hosted secure fields (src/secureFields). Not shown in the spec, ours: the frames' accessible
  // names (the PIN widget's is `enterSnapEbtPin`) and what the spinner says while one loads.
  secureCardFieldsTitle: 'Card number, expiration date and CVV',
  secureCvvFieldTitle: 'CVV',
  secureFieldsLoading: 'Loading secure card entry',

  // Flyout card forms and billing-address screens. Not shown in the spec, ours: how an address is
  // shown, the button to the address list, the address form's titles, the end of the load-error
  // sentence (its Retry button comes before it) and what the spinner says.
  addressCityLine: '{city}, {state} {zip}',
  changeBillingAddressButton: 'Change Billing Address',
  selectBillingAddressButton: 'Select a Billing Address',
  addBillingAddressTitle: 'Add Billing Address',
  editBillingAddressTitle: 'Edit Billing Address',
  billingAddressLoadErrorEnd: '.',
  loadingBillingAddresses: 'Loading your billing addresses',
  // The wallet page (src/walletPage). Not shown in the spec, ours: the note under a reward debit
  // card's locked preferred box (§5 "Reward debit card: preferred cannot be unchecked").
  rewardDebitPreferredNote: 'Your reward debit card stays your preferred card.',
};

export type WalletMessages = typeof walletMessages;

/** The wallet message table with the host's `messages.wallet` overrides applied. */
export function useWalletMessages(): WalletMessages {
  return useMessages('wallet', walletMessages);
}

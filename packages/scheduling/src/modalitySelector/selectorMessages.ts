// The modality selector's, the store search's and the signed-out screen's words (scheduling spec §2, §5, §8).
/**
 * Strings are the spec's, quoted exactly (its capitals and apostrophes included); `{name}` marks a
 * value filled in with `format` from @aisle/ui. Entries marked "ours" are where the spec names a
 * text without its wording. Part of `schedulingMessages` (src/messages.ts).
 */
export const selectorMessages = {
  // Modality selector (§2).
  selectorTitle: 'How are you shopping today?',
  changeStoreTitle: 'Change Store',
  /** The Back button's name; the spec names the button, not its words: ours. */
  backButton: 'Back',
  /** The close button's name: ours. */
  closeButton: 'Close',
  modalityPickup: 'Pickup',
  modalityDelivery: 'Delivery',
  modalityInStore: 'In Store',
  /** Ship, in the V1 list (the spec's V2 tabs leave it out): ours. */
  modalityShip: 'Ship',
  /** What each way of shopping means, under its name in the V1 list: ours. */
  modalityPickupDescription: 'Order online and pick up at a store.',
  modalityDeliveryDescription: 'Delivered to your door.',
  modalityInStoreDescription: 'Shop the aisles of a store near you.',
  modalityShipDescription: 'Shipped to your address. As soon as 1-3 days.',
  /** The shopping-method list's accessible name: ours. */
  modalityListLabel: 'Ways to shop',
  /** The current choice under a way of shopping in the V1 list: ours. */
  currentChoice: 'Now: {place}',
  storeListTitle: 'Stores near {place}',
  /** How a geolocation search names its place in `storeListTitle`: ours. */
  yourLocation: 'your location',

  // Store search (§5 "Postal-code search"; §8).
  /** The search form's accessible name: ours. */
  storeSearchLabel: 'Find a store',
  postalCodeLabel: 'ZIP Code',
  searchButton: 'Search',
  useMyLocationButton: 'Use My Location',
  /** §8 "Postal code invalid: a constant message (text not shown)": ours. */
  invalidPostalCode: 'Please enter a valid 5-digit ZIP code.',
  /** §8 geolocation error code 1 (text not shown): ours. */
  geolocationDenied: 'Location access was denied. Enter a ZIP code instead.',
  /** §8 other geolocation errors (text not shown): ours. */
  geolocationUnavailable: 'We could not find your location. Enter a ZIP code instead.',
  optionsFailedTitle: "sorry, it's not you, it's us",
  /** §2 "with separate wording for geolocation" (texts not shown): ours. */
  optionsFailedBody: 'We could not load the ways to shop near {postalCode}. Please try again in a moment.',
  optionsFailedGeolocationBody: 'We could not load the ways to shop near your location. Please try again in a moment.',
  tryAgainButton: 'Try Again',
  /** §8: setting the modality or selecting a time slot failed. */
  setModalityFailed: "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
  noStoresTitle: 'No Stores Are Available',
  noStoresBody: 'There were no stores found near your location. Please enter a different postal code and try again.',
  searchingStores: 'Finding stores',
  /** The banner delivers to the searched postal code (§4 "Viewing timeslots"): ours. */
  deliveryAvailable: '{banner} Delivery is available to {postalCode}.',
  /** Opens its delivery times (VIEW_TIMESLOTS): ours. */
  viewDeliveryTimesButton: 'View Delivery Times',
  /** While the options for the delivery address are asked for again: ours. */
  checkingDeliveryTimes: 'Checking delivery times',

  // Store cards (§2).
  openNow: 'Open',
  closedNow: 'Closed',
  /** §2 "the currently-shopping mark" (text not shown): ours. */
  currentlyShopping: 'Currently Shopping',
  selectStoreButton: 'Select Store',
  /** A cross-banner store without its own link text: ours. */
  shopAtBanner: 'Shop at {banner}',

  /** While the address form (ADD_ADDRESS) loads: ours. */
  loadingAddressForm: 'Loading the address form',

  // Signed-out screen (§2).
  signedOutTitle: "You're Not Signed In",
  signedOutBody: 'Please sign in to preview available {banner} Delivery Times.',
  signInLink: 'Sign In',
};

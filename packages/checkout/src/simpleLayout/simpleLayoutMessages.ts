// The simple checkout layout's words (checkout spec §2 "Simple checkout layout"), the frame of the
// scheduling and payment steps. Strings the spec quotes are kept exactly; "ours" marks the rest.
export const simpleLayoutMessages = {
  /**
   * The document title: 'Checkout' and `{step}`, one of the two parts below. The spec gives the
   * parts; the ' - ' joining them is ours, as in 'Payment Error - {banner}'.
   */
  simpleLayoutDocumentTitle: 'Checkout - {step}',
  /** The title's part on the scheduling route. */
  simpleLayoutSchedule: 'Schedule',
  /** The title's part on the checkout route. */
  simpleLayoutPayment: 'Payment',
  /** The header's Back link, as the spec names it. */
  simpleLayoutBack: 'Back',
  /** The name of the header's list of links: ours. */
  simpleLayoutLinks: 'Checkout links',
  /** The link to the price FAQ: ours. */
  simpleLayoutPriceFaq: 'Price FAQ',
  /** The link to the cart: ours. */
  simpleLayoutCart: 'Cart',
  /** The maps link to the pickup store or the delivery address: ours. */
  simpleLayoutDirections: 'Get Directions',
  /** The first link of the page, seen when focused: past the header to the step's page. Ours. */
  simpleLayoutSkipToContent: 'Skip to main content',
  /** The name of the footer's links (`CheckoutFooterLinks`): ours. */
  simpleLayoutFooterLinks: 'Help and policies',
  /** The SNAP EBT FAQ (§2 "Routes" names the page; where it is linked from is not shown: ours). */
  simpleLayoutSnapEbtFaq: 'SNAP EBT FAQ',
  /** The privacy policy (§2 "Routes"; the link site is ours). */
  simpleLayoutPrivacyPolicy: 'Privacy Policy',
  /** The accessibility statement (§2 "Routes"; the link site is ours). */
  simpleLayoutAccessibility: 'Accessibility Statement',
};

// The Payment Error page's words (checkout spec §2 "Payment Error page"), reached after a
// post-authorization reject. Strings the spec quotes are kept exactly; "ours" marks the rest.
export const paymentErrorMessages = {
  /** The document title, `{banner}`: the banner's title: ours. */
  paymentErrorDocumentTitle: 'Payment Error - {banner}',
  paymentErrorMessage: "We're sorry, we could not complete your order.",
  /** The heading of a modified order's page (`isModify`); the sentence above follows it. */
  paymentErrorOrderCanceled: 'Order Canceled',
  /** `{reason}`: the service's reason for the reject, under the sentence above (§8 "shows the reason"): ours. */
  paymentErrorReason: 'Reason: {reason}',
  /** `{phone}`: the banner's customer service number, a call link: ours. */
  paymentErrorContact: 'Please call Customer Service at {phone} for help.',
  /** The error code given for this page. */
  paymentErrorCode: 'RV9547',
  /** Back to the cart after a new order failed: ours. */
  paymentErrorReturnToCart: 'Return to Cart',
  /** A modified order's way on, as on the order-complete page. */
  paymentErrorViewOrders: 'View orders',
};

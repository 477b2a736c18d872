/** Where the checkout services live: a key of the provider's `services` ('default' unless the host sets one). */
export interface CheckoutCallOptions {
  service?: string;
}

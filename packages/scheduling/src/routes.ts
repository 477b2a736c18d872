/** Every page the scheduling screens link to, beside the storefront's home, cart and sign-in (`@aisle/core`'s `storefrontRoutes`). */
export interface SchedulingRoutes {
  /** 'View All Addresses' (§2 "Modality address book panel"). */
  addresses: string;
  /** An address card's 'Edit' link (signed in only, §2). */
  editAddress: (addressId: string) => string;
  /** Where a shopper without a saved address adds one. */
  addAddress: string;
  /** Where the membership confirm-address step goes (§2). */
  membership: string;
  /** The scheduling step; `?fulfillmentType=` is added. */
  scheduling: string;
  /** 'Start My Cart', for an empty basket. */
  startMyCart: string;
  /**
   * Checkout for the order the scheduling page just created (§2 "Routes named"); `modified` marks a
   * modified order (`&im=true`).
   */
  checkout: (orderId: string, modified?: boolean) => string;
  /** The location consent's privacy link. */
  privacyPolicy: string;
  /** The questions about shopping online. */
  digitalFaqs: string;
}

declare module '@aisle/core' {
  interface FeatureRoutes {
    scheduling: SchedulingRoutes;
  }
}

/** The defaults of `routes={{ scheduling: { … } }}` on the provider: the spec's paths (§2 "Routes named"). */
export const schedulingRoutes: SchedulingRoutes = {
  addresses: '/account/addresses',
  editAddress: (addressId) => `/account/address/${encodeURIComponent(addressId)}`,
  addAddress: '/account/address',
  membership: '/membership',
  scheduling: '/scheduling',
  startMyCart: '/products/start-my-cart',
  checkout: (orderId, modified = false) =>
    `/checkout?orderId=${encodeURIComponent(orderId)}&nc=true${modified ? '&im=true' : ''}`,
  privacyPolicy: '/i/privacy-policy',
  digitalFaqs: '/topic/digital-faqs',
};

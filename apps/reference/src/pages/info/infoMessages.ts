/**
 * The help and policy pages the packages link to (the checkout spec's route table names their
 * paths and purposes; their words are the retailer's, not shown): each page's heading, and what
 * the reference storefront says in place of the retailer's text. Ours.
 */
export const infoMessages = {
  infoBody: 'The retailer’s own text goes here. The reference storefront keeps the page so that no link leads nowhere.',
  infoHome: 'Go to the home page',
} as const;

/** Each page by its path under /i/, with its heading. */
export const infoPages: Readonly<Record<string, string>> = {
  'price-faq': 'Price FAQ',
  'snap-ebt-faq': 'SNAP EBT FAQ',
  'privacy-policy': 'Privacy Policy',
  'terms/accessibility': 'Accessibility Statement',
};

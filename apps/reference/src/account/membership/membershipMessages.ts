/**
 * The membership page's words: ours (the specs show no membership page, only its heading). `{membership}`
 * is the banner's programme, Boost or HTPlus.
 */
export const membershipMessages = {
  loading: 'Loading your membership',
  failed: 'We could not load your membership. Please try again.',
  retry: 'Try again',
  none: 'You do not have a {membership} membership.',
  noneDetail: 'Members get free or discounted delivery. Until you join, the rest of your account is a click away.',
  backToAccount: 'Back to My Account',
  planHeading: 'Your plan',
  plan: 'Plan',
  status: 'Status',
  statusActive: 'Active',
  statusInactive: 'Not active',
  delivery: 'Delivery',
  period: 'Membership period',
  price: 'Price',
  renewsOn: 'Renews on',
  endsOn: 'Ends on',
} as const;

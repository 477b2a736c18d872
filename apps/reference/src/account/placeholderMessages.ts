/** A placeholder page's words: ours. */
export const placeholderMessages = {
  placeholderBody: 'This page arrives with its own package. Until then, the rest of your account is a click away.',
  backToAccount: 'Back to My Account',
} as const;

/** The sign-in page's words: ours, since the specs show no sign-in page. */
export const signInMessages = {
  signInHeading: 'Sign In',
  emailLabel: 'Email Address',
  passwordLabel: 'Password',
  emailRequired: 'Email Address is required',
  passwordRequired: 'Password is required',
  signInButton: 'Sign In',
  signingIn: 'Signing in',
  signInFailed: 'The email address or password is not right. Please try again.',
  signInUnavailable: 'We are having technical difficulties. Please try again later.',
  signInThrottled: 'Too many attempts to sign in. Please wait {wait} and try again.',
  signInThrottledBriefly: 'Too many attempts to sign in. Please wait a moment and try again.',
  oneSecond: '1 second',
  seconds: '{count} seconds',
  oneMinute: '1 minute',
  minutes: '{count} minutes',
  demoShoppersHeading: 'Demo shoppers',
  demoShoppersBody: "Every demo shopper's password is {password}.",
  sessionExpired: 'Your session has ended. Please sign in again.',
  /** After a 403: the session may be fine, the call was not allowed as it stands (ours). */
  signInToContinue: 'Please sign in again to continue.',
} as const;

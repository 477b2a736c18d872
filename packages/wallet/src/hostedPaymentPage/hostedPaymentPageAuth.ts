import type { AuthConfig } from '@aisle/core';

/**
 * The hosted payment page's token, as a `ServiceScope` reads it: acquired on the first call, kept
 * for the calls after it, acquired anew when one is refused (401). Calls refused together share one
 * acquisition. A failed acquisition fails the call with the acquisition's error; the session's own
 * renewal and sign-in happen on the call that acquires.
 */
export function hostedPaymentPageAuth(acquire: () => Promise<string>): Pick<AuthConfig, 'getToken' | 'refresh'> {
  let token: string | undefined;
  let acquiring: Promise<string> | undefined;
  const renew = () =>
    (acquiring ??= acquire()
      .then((acquired) => (token = acquired))
      .finally(() => {
        acquiring = undefined;
      }));
  return {
    getToken: () => token ?? renew(),
    refresh: () => {
      token = undefined;
      return renew();
    },
  };
}

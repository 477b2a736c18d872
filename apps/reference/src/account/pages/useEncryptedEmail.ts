import { loadOnce, useServiceClient, useServiceSWR } from '@aisle/core';

/** The reference API's trade of an e-mail link's token for the newer implementation's credential. */
const emailAccessPath = '/atlas/v1/communications/v2/email-access';

/**
 * The encrypted e-mail the newer e-mail preferences (v2) take, for a visitor from an e-mail link:
 * the link carries the v1 token, traded here in a request body, and the answer stays in memory. It
 * never goes into a URL, where logs and referrers would keep it (issue 16).
 */
export function useEncryptedEmail(token: string | undefined): {
  encryptedEmail: string | undefined;
  error: unknown;
} {
  const client = useServiceClient();
  const { data, error } = useServiceSWR<string>(
    token ? ['storefront/email-access', token] : null,
    async () =>
      (await client.post<{ data: { encryptedEmail: string } }>(emailAccessPath, { token })).data.encryptedEmail,
    loadOnce,
  );
  return { encryptedEmail: data, error };
}

import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The shape of the tokens this server issues; anything else is not worth a query. */
export const looksLikeToken = (value: string) => /^[A-Za-z0-9_-]{20,200}$/.test(value);

/** The token of an `Authorization: Bearer …` header, if there is a well-formed one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && looksLikeToken(token) ? token : undefined;
}

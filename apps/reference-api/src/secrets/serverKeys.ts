import { createHash } from 'node:crypto';

/** Each key the server uses, by the environment variable that sets it. */
export const serverKeyVariables = {
  email: 'AISLE_EMAIL_KEY',
  wallet: 'AISLE_WALLET_KEY',
  card: 'AISLE_CARD_KEY',
  pin: 'AISLE_PIN_KEY',
} as const;

export type ServerKeyName = keyof typeof serverKeyVariables;

/** The keys as text, as set in the environment or generated. */
export type ServerKeySecrets = Record<ServerKeyName, string>;

let keys: Record<ServerKeyName, Buffer> | undefined;

// Any text works as a secret: its SHA-256 is the 256-bit key.
const keyOf = (secret: string) => createHash('sha256').update(secret).digest();

/** Makes these the keys of this process: main.ts after loading them, the tests' setup with random ones. */
export function setServerKeys(secrets: ServerKeySecrets): void {
  keys = {
    email: keyOf(secrets.email),
    wallet: keyOf(secrets.wallet),
    card: keyOf(secrets.card),
    pin: keyOf(secrets.pin),
  };
}

/** One of the keys; there is no built-in fallback, so using one before they are loaded is a bug. */
export function serverKey(name: ServerKeyName): Buffer {
  if (!keys) throw new Error(`The server keys are not loaded: ${serverKeyVariables[name]} has no value yet.`);
  return keys[name];
}

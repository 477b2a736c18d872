import { readModalityType, type ActiveModality } from '@aisle/contracts/scheduling';
import { type Codec, cookieValue, isObject, json, useStoredValue } from './storedValue';

// How the shopper shops, as chosen in this browser. The scheduling package reports the choice and
// leaves keeping it to the host; a real storefront keeps it on the cart service, the reference
// storefront in a cookie, so the server renders the header with it (cart.ts and promiseStore.ts
// keep the rest). Parsed by hand, not with the contract's zod schema: the header reads it on every
// page, and zod would come with it.

function parseActiveModality(value: unknown): ActiveModality | undefined {
  if (!isObject(value) || !isObject(value.destination)) return undefined;
  const { id, createdDate, source } = value;
  // Kept by an older release or another service as 'Delivery' or 'InStore': the same choice (§3).
  const modalityType = readModalityType(value.modalityType);
  if (typeof id !== 'string' || !modalityType) return undefined;
  if (typeof createdDate !== 'string' || typeof source !== 'string') return undefined;
  return { ...value, modalityType } as unknown as ActiveModality;
}

/** How and where the shopper shops now (the selector's choice); null until they choose. */
const inJson = json(parseActiveModality);
// JSON, escaped for a cookie's value.
export const modalityCodec: Codec<ActiveModality | null> = {
  encode: (value) => encodeURIComponent(inJson.encode(value as ActiveModality)),
  decode: (raw) => {
    try {
      return inJson.decode(decodeURIComponent(raw));
    } catch {
      return undefined;
    }
  },
};

export const activeModalityStore = cookieValue<ActiveModality | null>('aisle-modality', modalityCodec, null);

/** How the shopper shops now; null until chosen. */
export const useActiveModality = (): ActiveModality | null => useStoredValue(activeModalityStore);

// Reading the modality types as the services spell them (scheduling spec §3 "Modality types"). The
// zod `modalityType` stays strict, so a request naming an unknown or oddly spelled type is still
// refused; this reader is for stored values and answers, where an older release wrote 'Delivery'
// or 'InStore' and the screens must still recognise the choice.
import { modalities, type Modality } from '../banners/behaviour';

// Case and separators are ignored so 'InStore', 'IN_STORE' and 'in-store' meet on one key.
const key = (value: string) => value.replace(/[\s_-]/g, '').toUpperCase();

const byKey = new Map<string, Modality>(modalities.map((modality) => [key(modality), modality]));

/**
 * The modality type in the spec's canonical spelling: 'Delivery' → 'DELIVERY', 'InStore' →
 * 'IN_STORE'. Anything that is not one of the four types is undefined, never a guess.
 */
export function readModalityType(value: unknown): Modality | undefined {
  return typeof value === 'string' ? byKey.get(key(value)) : undefined;
}

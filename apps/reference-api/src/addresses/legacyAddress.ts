import { z } from 'zod';
import { requiredText } from '../http/fields';
import { addressBody } from './addressInput';

/** The legacy names of the newer body's fields; the rest are the same in both shapes. */
const legacyNames: Record<string, string> = {
  addressLine1: 'line1',
  addressLine2: 'line2',
  addressType: 'type',
  preferredAddress: 'preferred',
};

/** A detail's field in the legacy names (the update body nests the address under `address.` internally). */
export const legacyFieldName = (field: string) => {
  const name = field.replace(/^address\./, '');
  return legacyNames[name] ?? name;
};

const isRecord = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * The client shape renamed into the newer add body, so both address books share one schema and one
 * set of rules. `location` is dropped: the server computes it.
 */
function fromLegacy(input: unknown): unknown {
  if (!isRecord(input)) return input;
  return {
    addressType: input.type,
    addressLine1: input.line1,
    addressLine2: input.line2,
    city: input.city,
    county: input.county,
    countryCode: input.countryCode,
    stateCode: input.stateCode,
    zip: input.zip,
    preferredAddress: input.preferred ?? undefined,
    label: input.label,
    notes: input.notes,
  };
}

/** "Adding an address requires city, countryCode, line1, stateCode, type and zip, otherwise 'invalid address'." */
export const legacyInvalidAddress = 'invalid address';

export const legacyAddBody = z.preprocess(fromLegacy, addressBody);

const addressId = requiredText('addressId', 100, 'addressId is required');

/** "Edit and delete require an address id." */
export const legacyUpdateBody = z.preprocess(
  (input) => (isRecord(input) ? { addressId: input.addressId, address: input } : input),
  z.object({ addressId, address: legacyAddBody }),
);

export const legacyRemoveBody = z.object({ addressId });

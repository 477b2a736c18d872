import { isServiceError } from '@aisle/core';

/** How the store search was made: a typed postal code, or the device's location. */
export type SearchMode = 'postalCode' | 'geolocation';

/**
 * What a failed modality-options call means to the shopper (§2, §8; ambiguity 2 of the checklist):
 * - `invalidPostalCode`: the code `address_validation_fail_modality_options`, a 404, or a 400 other
 *   than NO_STORES_FOUND, in postal-code mode: the message under the field, not the panel (§2's
 *   exception);
 * - `noStores`: NO_STORES_FOUND, or in geolocation mode what would flag the code (§8 "geolocation
 *   mode does not flag invalid"): 'No Stores Are Available';
 * - `failed`: anything else: the 'sorry, it's not you, it's us' panel with Try Again.
 */
export type OptionsFailure = 'invalidPostalCode' | 'noStores' | 'failed';

export const noStoresFoundCode = 'NO_STORES_FOUND';
const invalidAddressCode = 'address_validation_fail_modality_options';

export function optionsFailure(error: unknown, mode: SearchMode): OptionsFailure {
  if (!isServiceError(error)) return 'failed';
  if (error.code === noStoresFoundCode) return 'noStores';
  const invalid = error.code === invalidAddressCode || error.status === 404 || error.status === 400;
  if (!invalid) return 'failed';
  return mode === 'postalCode' ? 'invalidPostalCode' : 'noStores';
}

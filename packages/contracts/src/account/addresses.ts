// The address calls of the account area (account spec §3 and §7): the newer customer-profile calls
// and the legacy ones used while the newer address book's toggle is off.
import { z } from 'zod';
import { addressRecord, legacyAddress, locationInput, serviceAddress } from '../address/serviceShapes';

/** GET addresses. */
export const addressesResponse = z.object({ addresses: z.array(addressRecord) });
export type AddressesResponse = z.infer<typeof addressesResponse>;

/** The answer to add (201) and update. */
export const addressResponse = z.object({ address: addressRecord });
export type AddressResponse = z.infer<typeof addressResponse>;

export const removeAddressResponse = z.object({ successful: z.boolean() });
export type RemoveAddressResponse = z.infer<typeof removeAddressResponse>;

/** The validate call's answer: the flags, the suggestion when corrected (else the address as sent), the original. */
export const profileAddressValidationResponse = z.object({
  data: z.object({
    addressValidations: z.object({
      validated: z.boolean(),
      corrected: z.boolean(),
      location: locationInput.optional(),
    }),
    address: serviceAddress,
    originalAddress: serviceAddress,
  }),
});
export type ProfileAddressValidationResponse = z.infer<typeof profileAddressValidationResponse>;

export const legacyAddressesResponse = z.object({ addresses: z.array(legacyAddress) });
export type LegacyAddressesResponse = z.infer<typeof legacyAddressesResponse>;

/** The legacy add/update/remove answer; failures come as 4xx with errorDetail.errorCode. */
export const legacyAddressResponse = z.object({
  successful: z.boolean(),
  address: legacyAddress.optional(),
  errorDetail: z.object({ errorCode: z.string().optional() }).optional(),
  serviceResponseErrorCode: z.string().optional(),
});
export type LegacyAddressResponse = z.infer<typeof legacyAddressResponse>;

export const legacyRemoveAddressRequest = z.object({ addressId: z.string() });
export type LegacyRemoveAddressRequest = z.infer<typeof legacyRemoveAddressRequest>;

export const legacyAddressValidationResponse = z.object({
  data: z.object({
    addressValidations: z.object({
      corrected: z.boolean(),
      validated: z.boolean(),
      location: locationInput.optional(),
    }),
  }),
  address: serviceAddress.optional(),
});
export type LegacyAddressValidationResponse = z.infer<typeof legacyAddressValidationResponse>;

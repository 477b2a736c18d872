// The saved addresses and the address-eligibility check (scheduling spec §7), in memory.
import { fromServiceAddress, toAddressRecord, type Address } from '@aisle/contracts';
import { profilePaths } from '@aisle/contracts/account';
import { schedulingPaths, type AddressEligibilityRequest } from '@aisle/contracts/scheduling';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Fail } from './failures';

export interface AddressHandlerOptions {
  addresses: readonly Address[];
  /** Postal codes no modality reaches: their addresses are valid but not eligible. */
  ineligiblePostalCodes: readonly string[];
}

export function addressHandlers(
  url: (path: string) => string,
  fail: Fail,
  { addresses, ineligiblePostalCodes }: AddressHandlerOptions,
): HttpHandler[] {
  return [
    http.get(url(profilePaths.addresses), async () => {
      const failure = await fail('addresses');
      if (failure) return failure;
      return HttpResponse.json({
        addresses: addresses.flatMap((address) =>
          address.id ? [toAddressRecord({ ...address, id: address.id })] : [],
        ),
      });
    }),
    http.post(url(schedulingPaths.addressEligibility), async ({ request }) => {
      const failure = await fail('addressEligibility');
      if (failure) return failure;
      const { address, modalityType } = (await request.json()) as AddressEligibilityRequest;
      const postalCode = fromServiceAddress(address).postalCode;
      return HttpResponse.json({
        data: {
          address,
          modalityType,
          validated: true,
          corrected: false,
          isEligible: !ineligiblePostalCodes.includes(postalCode),
        },
      });
    }),
  ];
}

// The saved addresses (add, update, delete) and the address-eligibility check (scheduling spec §7), in
// memory: each `schedulingHandlers()` keeps its own copy of the book, so what one test adds the next
// does not see.
import {
  fromProfileAddressPayload,
  fromServiceAddress,
  toAddressRecord,
  type Address,
  type ProfileAddressPayload,
} from '@aisle/contracts';
import { profilePaths } from '@aisle/contracts/account';
import { schedulingPaths, type AddressEligibilityRequest } from '@aisle/contracts/scheduling';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { schedulingErrorBody, type Fail } from './failures';

export interface AddressHandlerOptions {
  addresses: readonly Address[];
  /** Postal codes no modality reaches: their addresses are valid but not eligible. */
  ineligiblePostalCodes: readonly string[];
}

type SavedAddress = Address & { id: string };

export function addressHandlers(
  url: (path: string) => string,
  fail: Fail,
  { addresses, ineligiblePostalCodes }: AddressHandlerOptions,
): HttpHandler[] {
  let book = addresses.filter((address): address is SavedAddress => address.id !== undefined);
  let added = 0;
  // One mailing address: a new one takes the mark from the old, as the profile service does.
  const keep = (saved: SavedAddress) => {
    const others = book
      .filter((address) => address.id !== saved.id)
      .map((address) =>
        saved.type === 'home' && address.type === 'home' ? { ...address, type: 'delivery' as const } : address,
      );
    book = [...others, saved];
    return { address: toAddressRecord(saved) };
  };
  const saved = (payload: ProfileAddressPayload, id: string): SavedAddress => ({
    ...fromProfileAddressPayload(payload),
    id,
    lastModified: payload.dateAddressUpdated,
  });

  return [
    http.get(url(profilePaths.addresses), async () => {
      const failure = await fail('addresses');
      if (failure) return failure;
      return HttpResponse.json({ addresses: book.map((address) => toAddressRecord(address)) });
    }),
    http.post(url(profilePaths.addresses), async ({ request }) => {
      const failure = await fail('addAddress');
      if (failure) return failure;
      added += 1;
      const payload = (await request.json()) as ProfileAddressPayload;
      return HttpResponse.json(keep(saved(payload, `addr-added-${added}`)), { status: 201 });
    }),
    http.put(url(`${profilePaths.addresses}/:addressId`), async ({ request, params }) => {
      const failure = await fail('updateAddress');
      if (failure) return failure;
      const id = String(params.addressId);
      if (!book.some((address) => address.id === id)) {
        return HttpResponse.json(schedulingErrorBody('ADDRESS_NOT_FOUND'), { status: 404 });
      }
      return HttpResponse.json(keep(saved((await request.json()) as ProfileAddressPayload, id)));
    }),
    http.delete(url(`${profilePaths.addresses}/:addressId`), async ({ params }) => {
      const failure = await fail('deleteAddress');
      if (failure) return failure;
      const id = String(params.addressId);
      if (!book.some((address) => address.id === id)) {
        return HttpResponse.json(schedulingErrorBody('ADDRESS_NOT_FOUND'), { status: 404 });
      }
      book = book.filter((address) => address.id !== id);
      return HttpResponse.json({ successful: true });
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

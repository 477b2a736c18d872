// MSW handlers for both address books and address validation, over one in-memory book.
import { type Address, type ProfileAddressPayload, type ServiceAddress } from '@aisle/core/address';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { legacyAddressPaths, profilePaths } from '../api/paths';
import { errorBody } from './fixtures';
import { fromProfilePayload, type InMemoryAddressBook } from './inMemoryAddressBook';
import { failureFor, type AccountRoute, type RouteFailures } from './routeFailures';

/** What the fake validator answers; the suggestion is returned as the address when corrected. */
export interface ValidationAnswer {
  validated: boolean;
  corrected: boolean;
  suggestion?: ServiceAddress;
}

export interface AddressHandlerOptions {
  book: InMemoryAddressBook;
  failures?: RouteFailures | undefined;
  validation?: ValidationAnswer | undefined;
  /** Prefix matched before each path; any origin by default. */
  origin?: string | undefined;
}

const notFound = () => HttpResponse.json(errorBody('ADDRESS_NOT_FOUND'), { status: 404 });
const location = { lat: 39.1, lng: -84.5 };

export function addressHandlers({ book, failures, validation, origin = '*' }: AddressHandlerOptions): HttpHandler[] {
  const url = (path: string) => `${origin}${path}`;
  const unlessFailing =
    (
      route: AccountRoute,
      answer: (request: Request, params: Record<string, unknown>) => Promise<Response> | Response,
    ) =>
    ({ request, params }: { request: Request; params: Record<string, unknown> }) =>
      failureFor(failures, route) ?? answer(request, params);
  const validate = (address: ServiceAddress) => {
    const { validated = true, corrected = false, suggestion } = validation ?? {};
    return {
      addressValidations: { validated, corrected, location },
      address: corrected && suggestion ? suggestion : address,
    };
  };

  return [
    http.get(
      url(profilePaths.addresses),
      unlessFailing('addresses', () => HttpResponse.json({ addresses: book.records() })),
    ),
    http.post(
      url(profilePaths.addresses),
      unlessFailing('addAddress', async (request) => {
        const payload = (await request.json()) as ProfileAddressPayload;
        return HttpResponse.json({ address: book.save(fromProfilePayload(payload, undefined)) }, { status: 201 });
      }),
    ),
    http.put(
      url(`${profilePaths.addresses}/:addressId`),
      unlessFailing('updateAddress', async (request, params) => {
        const id = String(params.addressId);
        if (!book.find(id)) return notFound();
        const payload = (await request.json()) as ProfileAddressPayload;
        return HttpResponse.json({ address: book.save(fromProfilePayload(payload, id)) });
      }),
    ),
    http.delete(
      url(`${profilePaths.addresses}/:addressId`),
      unlessFailing('removeAddress', (_request, params) =>
        book.remove(String(params.addressId)) ? HttpResponse.json({ successful: true }) : notFound(),
      ),
    ),
    http.post(
      url(profilePaths.validateAddress),
      unlessFailing('validateAddress', async (request) => {
        const { address } = (await request.json()) as { address: ServiceAddress };
        return HttpResponse.json({ data: { ...validate(address), originalAddress: address } });
      }),
    ),

    http.get(
      url(legacyAddressPaths.addresses),
      unlessFailing('legacyAddresses', () => HttpResponse.json({ addresses: book.addresses() })),
    ),
    http.post(
      url(legacyAddressPaths.add),
      unlessFailing('legacyAddAddress', async (request) => {
        const { addressId: _ignored, ...address } = (await request.json()) as Address;
        const saved = book.save(address);
        return HttpResponse.json({ successful: true, address: book.addresses().find((a) => a.addressId === saved.id) });
      }),
    ),
    http.post(
      url(legacyAddressPaths.update),
      unlessFailing('legacyUpdateAddress', async (request) => {
        const address = (await request.json()) as Address;
        if (!address.addressId || !book.find(address.addressId)) return notFound();
        book.save(address);
        return HttpResponse.json({
          successful: true,
          address: book.addresses().find((a) => a.addressId === address.addressId),
        });
      }),
    ),
    http.post(
      url(legacyAddressPaths.remove),
      unlessFailing('legacyRemoveAddress', async (request) => {
        const { addressId } = (await request.json()) as { addressId: string };
        return book.remove(addressId) ? HttpResponse.json({ successful: true }) : notFound();
      }),
    ),
    http.post(
      url(legacyAddressPaths.validate),
      unlessFailing('legacyValidateAddress', async (request) => {
        const { address } = (await request.json()) as { address: ServiceAddress };
        const { addressValidations, address: answered } = validate(address);
        return HttpResponse.json({ data: { addressValidations }, address: answered });
      }),
    ),
  ];
}

// MSW handlers for both address books and address validation, over one in-memory book.
import {
  fromLegacyAddress,
  isCanadianRegion,
  toLegacyAddress,
  type LegacyAddress,
  type ProfileAddressPayload,
  type ServiceAddress,
} from '@aisle/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { legacyAddressPaths, profilePaths } from '@aisle/contracts/account';
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
  /** A fixed answer; without one the outcome is decided from the address, as the reference API does. */
  validation?: ValidationAnswer | undefined;
  /** Prefix matched before each path; any origin by default. */
  origin?: string | undefined;
}

const notFound = () => HttpResponse.json(errorBody('ADDRESS_NOT_FOUND'), { status: 404 });
const location = { lat: 39.1, lng: -84.5 };

export function addressHandlers({ book, failures, validation, origin = '*' }: AddressHandlerOptions): HttpHandler[] {
  const url = (path: string) => `${origin}${path}`;
  const legacyAddressOf = (id: string) => {
    const saved = book.addresses().find((address) => address.id === id);
    return saved && toLegacyAddress(saved);
  };
  const unlessFailing =
    (
      route: AccountRoute,
      answer: (request: Request, params: Record<string, unknown>) => Promise<Response> | Response,
    ) =>
    ({ request, params }: { request: Request; params: Record<string, unknown> }) =>
      failureFor(failures, route) ?? answer(request, params);
  const validate = (address: ServiceAddress) => {
    if (!validation) {
      // Decided from the address itself, as the reference API decides it.
      const answer = referenceValidation(address);
      return {
        addressValidations: { validated: answer.validated, corrected: answer.corrected, location },
        address: answer.address,
      };
    }
    const { validated, corrected, suggestion } = validation;
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
      unlessFailing('legacyAddresses', () => HttpResponse.json({ addresses: book.addresses().map(toLegacyAddress) })),
    ),
    http.post(
      url(legacyAddressPaths.add),
      unlessFailing('legacyAddAddress', async (request) => {
        const { id: _ignored, ...address } = fromLegacyAddress((await request.json()) as LegacyAddress);
        const saved = book.save(address);
        return HttpResponse.json({ successful: true, address: legacyAddressOf(saved.id) });
      }),
    ),
    http.post(
      url(legacyAddressPaths.update),
      unlessFailing('legacyUpdateAddress', async (request) => {
        const address = fromLegacyAddress((await request.json()) as LegacyAddress);
        if (!address.id || !book.find(address.id)) return notFound();
        book.save(address);
        return HttpResponse.json({ successful: true, address: legacyAddressOf(address.id) });
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

/**
 * Fails the first list request of one address book, then lets the next handlers answer: put it
 * before `accountHandlers(…)` to show a load failure that 'Try again' recovers from.
 */
export function addressListFailingOnce(
  version: 'legacy' | 'v2',
  failure: { status: number; code?: string } = { status: 400, code: 'CONSTRAINT_VIOLATION_EXCEPTION' },
  origin = '*',
): HttpHandler {
  let failed = false;
  const path = version === 'legacy' ? legacyAddressPaths.addresses : profilePaths.addresses;
  return http.get(`${origin}${path}`, () => {
    if (failed) return undefined;
    failed = true;
    return HttpResponse.json(errorBody(failure.code ?? 'SERVICE_ERROR'), { status: failure.status });
  });
}

// A small copy of the reference API's address validator (apps/reference-api README, "The address
// validator"), so stories and tests trigger each outcome with the same inputs as the real server.

export interface ReferenceValidation {
  validated: boolean;
  corrected: boolean;
  /** The normalised address: the suggestion when corrected. */
  address: ServiceAddress;
}

const suffixes: Record<string, string> = {
  street: 'St',
  avenue: 'Ave',
  road: 'Rd',
  drive: 'Dr',
  boulevard: 'Blvd',
  lane: 'Ln',
  court: 'Ct',
  place: 'Pl',
  parkway: 'Pkwy',
  highway: 'Hwy',
};
const directionals: Record<string, string> = { north: 'N', south: 'S', east: 'E', west: 'W' };
const unitWords: Record<string, string> = { apartment: 'Apt', suite: 'Ste', building: 'Bldg', floor: 'Fl', room: 'Rm' };

const titleCase = (word: string) =>
  /^\d/.test(word)
    ? word.toUpperCase()
    : word.replace(/[a-z]+/gi, (part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase());

const words = (line: string) => line.replace(/[.,]/g, '').split(/\s+/).filter(Boolean);

function normaliseStreet(line: string): string {
  const list = words(line).map(titleCase);
  const last = list.length - 1;
  return list
    .map((word, index) => {
      const key = word.toLowerCase();
      if (index === last && index > 1 && suffixes[key]) return suffixes[key];
      if (index > 0 && index < last && directionals[key]) return directionals[key];
      return word;
    })
    .join(' ');
}

function normaliseUnit(line: string): string {
  return words(line)
    .map((word, index) => (index === 0 && unitWords[word.toLowerCase()]) || titleCase(word))
    .join(' ');
}

function normaliseZip(zip: string): string {
  const digits = zip.replace(/[\s/-]/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : zip.trim();
}

/** Refuses a US street without a house number, above 99999, or naming Nowhere/Unknown; else accepts, corrected when normalising changed it. */
export function referenceValidation(address: ServiceAddress): ReferenceValidation {
  const lines = address.addressLines;
  const street = normaliseStreet(lines[lines.length - 1] ?? '');
  const units = lines.slice(0, -1).map(normaliseUnit);
  const stateProvince = address.stateProvince.trim().toUpperCase();
  const canadian = isCanadianRegion(stateProvince);
  const normalised: ServiceAddress = {
    ...address,
    addressLines: [...units, street],
    cityTown: words(address.cityTown).map(titleCase).join(' '),
    stateProvince,
    postalCode: canadian ? address.postalCode.toUpperCase() : normaliseZip(address.postalCode),
    countryCode: canadian ? 'CA' : 'US',
  };
  const houseNumber = /^(\d+)[A-Z]?\s/.exec(street);
  const refused =
    !canadian &&
    (!houseNumber ||
      Number(houseNumber[1]) > 99999 ||
      /\b(nowhere|unknown)\b/i.test(street) ||
      !/^\d{5}(-\d{4})?$/.test(normalised.postalCode));
  if (refused) return { validated: false, corrected: false, address };
  const corrected =
    normalised.addressLines.join('|') !== lines.join('|') ||
    normalised.cityTown !== address.cityTown ||
    normalised.stateProvince !== address.stateProvince ||
    normalised.postalCode !== address.postalCode;
  return { validated: true, corrected, address: normalised };
}

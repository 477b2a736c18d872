import { countryFromState, findRegion, isValidPostalCode, type CountryCode } from '@aisle/contracts';
import type { ServiceAddress } from '@aisle/contracts';
import { locate } from './locate';
import { collapse, normaliseAddressLine, normalisePostal, normaliseState, titleCase } from './normalise';
import type { LatLng } from './regionCentroids';
import { zipMatchesState } from './zipPrefixes';

/** An address in the service shape, as the validate call receives and answers it. */
export interface ServiceAddressInput {
  addressLines: string[];
  cityTown: string;
  stateProvince: string;
  postalCode: string;
  countryCode?: CountryCode | undefined;
  county?: string | undefined;
}

export type NormalisedAddress = ServiceAddress;

export interface AddressValidation {
  validated: boolean;
  corrected: boolean;
  location: LatLng | null;
  /** The suggestion when corrected, else the input normalised. */
  address: NormalisedAddress;
  /** Why an address could not be verified; for tests and logs, not sent to the client. */
  problem?: string;
}

/** The largest house number the validator believes in. */
export const maxHouseNumber = 99_999;

/** The street-and-city rules, independent of the country. */
function normalise(input: ServiceAddressInput): NormalisedAddress {
  const stateProvince = normaliseState(input.stateProvince);
  const countryCode = input.countryCode ?? countryFromState(stateProvince);
  const county = input.county === undefined ? undefined : titleCase(input.county);
  return {
    addressLines: input.addressLines.map(normaliseAddressLine).filter((line) => line.length > 0),
    cityTown: titleCase(input.cityTown),
    ...(county ? { county } : {}),
    stateProvince,
    postalCode: normalisePostal(input.postalCode, countryCode),
    countryCode,
  };
}

/** What keeps a normalised address from being verified, or undefined when nothing does. */
function findProblem(address: NormalisedAddress): string | undefined {
  const region = findRegion(address.stateProvince);
  if (!region) return `unknown state or province '${address.stateProvince}'`;
  if (region.country !== address.countryCode) return `${region.code} is not in ${address.countryCode}`;
  if (!isValidPostalCode(address.postalCode, address.countryCode))
    return `'${address.postalCode}' is not a postal code`;
  const street = address.addressLines.at(-1) ?? '';
  if (address.countryCode === 'CA') return street ? undefined : 'no street';
  const houseNumber = /^(\d+)[A-Z]?(?:-\d+)? \S/.exec(street);
  if (!houseNumber) return 'the street has no leading house number';
  if (Number(houseNumber[1]) > maxHouseNumber) return `house number above ${maxHouseNumber}`;
  if (/\b(?:nowhere|unknown)\b/i.test(street)) return 'the street is not on any map';
  if (!zipMatchesState(address.postalCode, region.code)) return `ZIP ${address.postalCode} is not in ${region.code}`;
  return undefined;
}

function differs(input: ServiceAddressInput, output: NormalisedAddress): boolean {
  const inputLines = input.addressLines.filter((line) => collapse(line).length > 0);
  return (
    inputLines.join('\n') !== output.addressLines.join('\n') ||
    input.cityTown !== output.cityTown ||
    input.stateProvince !== output.stateProvince ||
    input.postalCode !== output.postalCode ||
    (input.county !== undefined && input.county !== (output.county ?? '')) ||
    (input.countryCode !== undefined && input.countryCode !== output.countryCode)
  );
}

/**
 * A deterministic stand-in for a postal validation service (rules in the README): normalise, then
 * either refuse (validated false), suggest (corrected) or accept as typed.
 */
export function validateAddress(input: ServiceAddressInput): AddressValidation {
  const address = normalise(input);
  const problem = findProblem(address);
  if (problem) return { validated: false, corrected: false, location: null, address, problem };
  const location = locate(address.postalCode, address.stateProvince) ?? null;
  return { validated: true, corrected: differs(input, address), location, address };
}

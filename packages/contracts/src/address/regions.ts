/** A state, district or province the address forms offer, as the specs list them. */
export interface Region {
  code: string;
  name: string;
  country: CountryCode;
}

export type CountryCode = 'US' | 'CA';

function regions(country: CountryCode, entries: readonly [code: string, name: string][]): readonly Region[] {
  return entries.map(([code, name]) => ({ code, name, country }));
}

/** The 50 US states plus DC: the 51 entries of the account spec's State/Province list. */
export const usStates: readonly Region[] = regions('US', [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]);

/** The 10 Canadian provinces (account spec, section 5). */
export const canadianProvinces: readonly Region[] = regions('CA', [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
]);

/** The three territories, which the wallet page's list adds to the provinces (13 in all). */
export const canadianTerritories: readonly Region[] = regions('CA', [
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['YT', 'Yukon'],
]);

/**
 * US territories and military regions: never offered in a form, but scheduling derives the
 * country from them too ("US states, territories and military regions give US").
 */
export const usTerritoriesAndMilitary: readonly string[] = ['AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'AA', 'AE', 'AP'];

export interface RegionListOptions {
  /** Leave Canada out ("unless the form is restricted to the US"). */
  usOnly?: boolean;
  /** Add Nunavut, the Northwest Territories and Yukon, as the wallet page's list does. */
  withTerritories?: boolean;
}

/** The options of a State/Province select: US states and DC, then Canada unless restricted. */
export function regionOptions({ usOnly = false, withTerritories = false }: RegionListOptions = {}): readonly Region[] {
  if (usOnly) return usStates;
  return [...usStates, ...canadianProvinces, ...(withTerritories ? canadianTerritories : [])];
}

const canadian = new Set([...canadianProvinces, ...canadianTerritories].map((region) => region.code));

/** Whether a state code is a Canadian province or territory (case and spaces ignored). */
export function isCanadianRegion(stateCode: string | null | undefined): boolean {
  return canadian.has((stateCode ?? '').trim().toUpperCase());
}

/** The country of a state or province code: CA for Canadian provinces and territories, else US. */
export function countryFromState(stateCode: string | null | undefined): CountryCode {
  return isCanadianRegion(stateCode) ? 'CA' : 'US';
}

const byCode = new Map(
  [...usStates, ...canadianProvinces, ...canadianTerritories].map((region) => [region.code, region]),
);

/** The region for a code such as 'oh' or 'OH'; undefined for codes no list offers. */
export function findRegion(code: string | null | undefined): Region | undefined {
  return byCode.get((code ?? '').trim().toUpperCase());
}

/** The region whose code or full name matches (the wallet page turns a state name into its code). */
export function regionFromCodeOrName(value: string | null | undefined): Region | undefined {
  const wanted = (value ?? '').trim().toUpperCase();
  return byCode.get(wanted) ?? [...byCode.values()].find((region) => region.name.toUpperCase() === wanted);
}

/** Whether a value is one of the two countries the forms support ('US' or 'CA', exactly). */
export function isCountryCode(value: unknown): value is CountryCode {
  return value === 'US' || value === 'CA';
}

/**
 * The country of an address: its own code when it is US or CA (any case, spaces ignored), otherwise
 * derived from the state, since responses sometimes omit it or send it lower-case.
 */
export function resolveCountry(
  countryCode: string | null | undefined,
  stateCode: string | null | undefined,
): CountryCode {
  const own = (countryCode ?? '').trim().toUpperCase();
  return isCountryCode(own) ? own : countryFromState(stateCode);
}

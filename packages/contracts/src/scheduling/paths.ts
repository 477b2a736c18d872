// The paths of the shopping-method selector's calls (scheduling spec §7: "Paths are mostly not
// shown"; these are the reference API's).
export const schedulingPaths = {
  /** Modality options for a postal code, a point or an address (spec §7 "Modality options"). */
  modalityOptions: '/atlas/v1/modality/v1/options',
  /** Whether an address is valid and eligible for a modality (spec §7 "Address valid for modality"). */
  addressEligibility: '/atlas/v1/modality/v1/address-eligibility',
  /** Time-slot quotes for a store's pickup or delivery (spec §7 "Timeslot quotes (promising v4)"). */
  quotes: '/atlas/v1/promising/v4/quotes',
  /** Create a promise (POST), or update one by id (PUT `promise(id)`). */
  promises: '/atlas/v1/promising/v4/promises',
  promise: (id: string) => `/atlas/v1/promising/v4/promises/${encodeURIComponent(id)}`,
  /** The shopper's preferences: GET (filter.name), POST to add; PUT `preference(id)` to change one. */
  preferences: '/atlas/v1/customer-preferences/v1/preferences',
  preference: (id: string) => `/atlas/v1/customer-preferences/v1/preferences/${encodeURIComponent(id)}`,
  /** Products by `gtin13s` (comma separated), or the whole catalogue without it. */
  products: '/atlas/v1/products',
  /** The items like `?upc=`. */
  similarItems: '/atlas/v1/products/similar',
  /** The string table's words by `?ids=` (comma separated; spec §7 "String table"). */
  stringTable: '/atlas/v1/string-table',
  /** Where an address is (`GeocodeQuery` as the query; spec §7 "a geocode is done for non-coordinate pins"). */
  geocode: '/atlas/v1/geocode/v1/address',
  /** A drawn street map around a point, an SVG image (`StaticMapQuery` as the query; spec §2 "Static map"). */
  staticMap: '/atlas/v1/maps/v1/static',
} as const;

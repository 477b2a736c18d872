/** What kind of shop a banner is; features follow from it unless the specs name the banner. */
export type BannerKind = 'grocery' | 'specialty' | 'fuel' | 'pharmacy' | 'clinic';

/** Who a banner is: the part of a banner that servers, features and themes all agree on. */
export interface BannerIdentity {
  id: string;
  domain: string;
  title: string;
  kind: BannerKind;
}

/**
 * The 34 banners: the ones the specs name (kroger — the main banner, whose membership is Boost —
 * harristeeter, food4less, foodsco, copps, albertsons) and the rest of a plausible family of
 * grocery, specialty, fuel, pharmacy and clinic banners. Their look lives in `@aisle/tokens`.
 */
// prettier-ignore -- one banner a line reads as a table.
export const bannerList = [
  { id: 'kroger', domain: 'kroger.com', title: 'Kroger', kind: 'grocery' },
  { id: 'ralphs', domain: 'ralphs.com', title: 'Ralphs', kind: 'grocery' },
  { id: 'fredmeyer', domain: 'fredmeyer.com', title: 'Fred Meyer', kind: 'grocery' },
  { id: 'kingsoopers', domain: 'kingsoopers.com', title: 'King Soopers', kind: 'grocery' },
  { id: 'citymarket', domain: 'citymarket.com', title: 'City Market', kind: 'grocery' },
  { id: 'dillons', domain: 'dillons.com', title: 'Dillons', kind: 'grocery' },
  { id: 'smithsfoodanddrug', domain: 'smithsfoodanddrug.com', title: "Smith's Food and Drug", kind: 'grocery' },
  { id: 'frysfood', domain: 'frysfood.com', title: "Fry's Food Stores", kind: 'grocery' },
  { id: 'qfc', domain: 'qfc.com', title: 'QFC', kind: 'grocery' },
  { id: 'marianos', domain: 'marianos.com', title: "Mariano's", kind: 'grocery' },
  { id: 'picknsave', domain: 'picknsave.com', title: "Pick 'n Save", kind: 'grocery' },
  { id: 'metromarket', domain: 'metromarket.net', title: 'Metro Market', kind: 'grocery' },
  { id: 'bakersplus', domain: 'bakersplus.com', title: "Baker's", kind: 'grocery' },
  { id: 'gerbes', domain: 'gerbes.com', title: 'Gerbes', kind: 'grocery' },
  { id: 'jaycfoods', domain: 'jaycfoods.com', title: 'JayC Food Stores', kind: 'grocery' },
  { id: 'pay-less', domain: 'pay-less.com', title: 'Pay Less Super Markets', kind: 'grocery' },
  { id: 'harristeeter', domain: 'harristeeter.com', title: 'Harris Teeter', kind: 'grocery' },
  { id: 'food4less', domain: 'food4less.com', title: 'Food 4 Less', kind: 'grocery' },
  { id: 'foodsco', domain: 'foodsco.net', title: 'FoodsCo', kind: 'grocery' },
  { id: 'copps', domain: 'copps.com', title: 'Copps', kind: 'grocery' },
  { id: 'rulerfoods', domain: 'rulerfoods.com', title: 'Ruler Foods', kind: 'grocery' },
  { id: 'albertsons', domain: 'albertsons.com', title: 'Albertsons', kind: 'grocery' },
  { id: 'owensmarket', domain: 'owensmarket.com', title: "Owen's Market", kind: 'grocery' },
  { id: 'homechef', domain: 'homechef.com', title: 'Home Chef', kind: 'specialty' },
  { id: 'murrayscheese', domain: 'murrayscheese.com', title: "Murray's Cheese", kind: 'specialty' },
  { id: 'vitacost', domain: 'vitacost.com', title: 'Vitacost', kind: 'specialty' },
  { id: 'kwikshop', domain: 'kwikshop.com', title: 'Kwik Shop', kind: 'fuel' },
  { id: 'loafnjug', domain: 'loafnjug.com', title: "Loaf 'N Jug", kind: 'fuel' },
  { id: 'turkeyhill', domain: 'turkeyhillstores.com', title: 'Turkey Hill', kind: 'fuel' },
  { id: 'quikstop', domain: 'quikstop.com', title: 'Quik Stop', kind: 'fuel' },
  { id: 'krogerfuel', domain: 'krogerfuel.com', title: 'Kroger Fuel Centers', kind: 'fuel' },
  { id: 'specialtypharmacy', domain: 'krogerspecialtypharmacy.com', title: 'Specialty Pharmacy', kind: 'pharmacy' },
  { id: 'krogerhealth', domain: 'krogerhealth.com', title: 'Kroger Health', kind: 'pharmacy' },
  { id: 'thelittleclinic', domain: 'thelittleclinic.com', title: 'The Little Clinic', kind: 'clinic' },
] as const satisfies readonly BannerIdentity[];

export type BannerId = (typeof bannerList)[number]['id'];

/** The main banner: used when nothing else chooses one. */
export const defaultBannerId: BannerId = 'kroger';

export const bannerIds: readonly BannerId[] = bannerList.map((banner) => banner.id);

const known = new Set<string>(bannerIds);

export function isBannerId(id: string): id is BannerId {
  return known.has(id);
}

/** The error every lookup by an unknown id throws, naming the valid ids. */
export function unknownBannerError(id: string): Error {
  return new Error(`Unknown banner "${id}". Valid banner ids: ${bannerIds.join(', ')}.`);
}

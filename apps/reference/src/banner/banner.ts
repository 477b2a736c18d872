import { resolveBanner, isBannerId, type BannerId } from '@aisle/contracts';
import { getBanner, setDocumentBanner } from '@aisle/tokens';

const storageKey = 'aisle.banner';

// Each banner's theme is its own small CSS chunk; only the shopper's is fetched. Written out, not
// globbed, so the storefront reaches the themes through the package's exports like any host app.
const themes: Record<BannerId, () => Promise<unknown>> = {
  kroger: () => import('@aisle/tokens/themes/kroger.css'),
  ralphs: () => import('@aisle/tokens/themes/ralphs.css'),
  fredmeyer: () => import('@aisle/tokens/themes/fredmeyer.css'),
  kingsoopers: () => import('@aisle/tokens/themes/kingsoopers.css'),
  citymarket: () => import('@aisle/tokens/themes/citymarket.css'),
  dillons: () => import('@aisle/tokens/themes/dillons.css'),
  smithsfoodanddrug: () => import('@aisle/tokens/themes/smithsfoodanddrug.css'),
  frysfood: () => import('@aisle/tokens/themes/frysfood.css'),
  qfc: () => import('@aisle/tokens/themes/qfc.css'),
  marianos: () => import('@aisle/tokens/themes/marianos.css'),
  picknsave: () => import('@aisle/tokens/themes/picknsave.css'),
  metromarket: () => import('@aisle/tokens/themes/metromarket.css'),
  bakersplus: () => import('@aisle/tokens/themes/bakersplus.css'),
  gerbes: () => import('@aisle/tokens/themes/gerbes.css'),
  jaycfoods: () => import('@aisle/tokens/themes/jaycfoods.css'),
  'pay-less': () => import('@aisle/tokens/themes/pay-less.css'),
  harristeeter: () => import('@aisle/tokens/themes/harristeeter.css'),
  food4less: () => import('@aisle/tokens/themes/food4less.css'),
  foodsco: () => import('@aisle/tokens/themes/foodsco.css'),
  copps: () => import('@aisle/tokens/themes/copps.css'),
  rulerfoods: () => import('@aisle/tokens/themes/rulerfoods.css'),
  albertsons: () => import('@aisle/tokens/themes/albertsons.css'),
  owensmarket: () => import('@aisle/tokens/themes/owensmarket.css'),
  homechef: () => import('@aisle/tokens/themes/homechef.css'),
  murrayscheese: () => import('@aisle/tokens/themes/murrayscheese.css'),
  vitacost: () => import('@aisle/tokens/themes/vitacost.css'),
  kwikshop: () => import('@aisle/tokens/themes/kwikshop.css'),
  loafnjug: () => import('@aisle/tokens/themes/loafnjug.css'),
  turkeyhill: () => import('@aisle/tokens/themes/turkeyhill.css'),
  quikstop: () => import('@aisle/tokens/themes/quikstop.css'),
  krogerfuel: () => import('@aisle/tokens/themes/krogerfuel.css'),
  specialtypharmacy: () => import('@aisle/tokens/themes/specialtypharmacy.css'),
  krogerhealth: () => import('@aisle/tokens/themes/krogerhealth.css'),
  thelittleclinic: () => import('@aisle/tokens/themes/thelittleclinic.css'),
};

/**
 * The banner of this visit. The reference API decides it for the page it sends (`?banner=`, the
 * banner a demo link chose earlier, the host name) and marks `<html data-banner>`; without that
 * mark (Vite's dev server) the same rule runs here, remembering `?banner=` for the tab.
 */
export function currentBanner(): BannerId {
  const served = document.documentElement.dataset.banner;
  if (served && isBannerId(served)) return served;
  const { host, search } = window.location;
  const requested = new URLSearchParams(search).get('banner')?.trim().toLowerCase();
  if (requested && isBannerId(requested)) {
    window.sessionStorage.setItem(storageKey, requested);
    return requested;
  }
  const remembered = window.sessionStorage.getItem(storageKey);
  return resolveBanner({ host, search: remembered ? `banner=${remembered}` : '' });
}

/**
 * Puts the banner's theme on <html>, so portals (modals, toasts) are themed too. The page the
 * reference API sends already holds the theme; otherwise it is fetched first.
 */
export async function applyBanner(id: BannerId): Promise<void> {
  if (!document.querySelector(`style[data-banner-theme="${id}"]`)) await themes[id]();
  setDocumentBanner(document.documentElement, id);
  document.title = getBanner(id).title;
}

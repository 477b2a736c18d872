import { resolveBanner, isBannerId, type BannerId } from '@aisle/contracts';
import { getBanner, setDocumentBanner } from '@aisle/tokens';

const storageKey = 'aisle.banner';

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
 * reference API sends already holds the theme; otherwise (Vite's dev server) it is fetched first,
 * through a table kept out of the first download.
 */
export async function applyBanner(id: BannerId): Promise<void> {
  if (!document.querySelector(`style[data-banner-theme="${id}"]`)) {
    const { themes } = await import('./themes');
    await themes[id]();
  }
  setDocumentBanner(document.documentElement, id);
  document.title = getBanner(id).title;
}

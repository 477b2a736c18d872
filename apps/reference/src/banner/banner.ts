import { resolveBanner, isBannerId, type BannerId } from '@aisle/contracts';
import { getBanner, setDocumentBanner } from '@aisle/tokens';

const storageKey = 'aisle.banner';

// Each banner's theme is its own small CSS chunk; only the shopper's is fetched.
const themes = import.meta.glob('../../../../packages/tokens/src/themes/*.css.ts');

/**
 * The banner of this visit: `?banner=` (remembered for the tab, so demo links keep it), else the
 * host name, else the default banner.
 */
export function currentBanner(): BannerId {
  const { host, search } = window.location;
  const requested = new URLSearchParams(search).get('banner')?.trim().toLowerCase();
  if (requested && isBannerId(requested)) {
    window.sessionStorage.setItem(storageKey, requested);
    return requested;
  }
  const remembered = window.sessionStorage.getItem(storageKey);
  return resolveBanner({ host, search: remembered ? `banner=${remembered}` : '' });
}

/** Loads the banner's theme and puts it on <html>, so portals (modals, toasts) are themed too. */
export async function applyBanner(id: BannerId): Promise<void> {
  const load = Object.entries(themes).find(([path]) => path.endsWith(`/${id}.css.ts`))?.[1];
  await load?.();
  setDocumentBanner(document.documentElement, id);
  document.title = getBanner(id).title;
}

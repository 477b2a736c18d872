import type { BannerId } from '@aisle/contracts';
import { bannerThemeClass, getBanner } from '../banners/banners';

const themeClassPrefix = bannerThemeClass('' as BannerId);

/**
 * Themes a whole document (or any root element) with one banner, replacing the one it had.
 * Put the theme on `<html>` so that portals (modals, toasts) rendered into `body` are themed too.
 * Takes the element explicitly so it is safe to import where there is no `document`.
 */
export function setDocumentBanner(root: Element, banner: BannerId): void {
  const { themeClass } = getBanner(banner);
  for (const name of Array.from(root.classList)) {
    if (name.startsWith(themeClassPrefix) && name !== themeClass) root.classList.remove(name);
  }
  root.classList.add(themeClass);
  root.setAttribute('data-banner', banner);
}

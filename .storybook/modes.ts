// Snapshot modes, shared by Storybook (Chromatic parameters) and `pnpm visual`. The banner ids come
// from @aisle/contracts, which plain Node scripts read without vanilla-extract.
import { bannerIds, defaultBannerId, type BannerId } from '@aisle/contracts';

/** The two banners whose themes differ most: serif, square and green on paper vs rounded, yellow, dark text. */
export const contrastingBanners = ['harristeeter', 'food4less'] as const satisfies readonly BannerId[];

export const viewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

export interface Mode {
  banner: BannerId;
  viewport: ViewportName;
}

/** Stories tagged with this are snapshotted in all 34 banners (the Tokens gallery). */
export const everyBannerTag = 'every-banner';

/**
 * Stories tagged with this show what a banner changes beyond colour (type, corners, page tone, a
 * banner's own words or entries): they are also snapshotted in the two far-apart banners.
 */
export const bannerSpecificTag = 'banner-specific';

/**
 * What gets a baseline, and why. Every story at 375 and 1280 in the default banner: the layouts
 * and states a reviewer checks. Colours per banner are proven by the axe pass in every banner and
 * the tokens' contrast tests, not by pictures; a story that pins a banner (`globals.banner`) is
 * pictured in that banner already.
 */
export const storyModes: Record<string, Mode> = {
  [`${defaultBannerId} 375`]: { banner: defaultBannerId, viewport: 'mobile' },
  [`${defaultBannerId} 1280`]: { banner: defaultBannerId, viewport: 'desktop' },
};

export const bannerSpecificModes: Record<string, Mode> = Object.fromEntries(
  contrastingBanners.map((banner) => [`${banner} 1280`, { banner, viewport: 'desktop' }]),
);

export const everyBannerModes: Record<string, Mode> = Object.fromEntries(
  bannerIds.map((banner) => [`${banner} 1280`, { banner, viewport: 'desktop' }]),
);

export function modesFor(tags: readonly string[]): Record<string, Mode> {
  if (tags.includes(everyBannerTag)) return { ...storyModes, ...everyBannerModes };
  if (tags.includes(bannerSpecificTag)) return { ...storyModes, ...bannerSpecificModes };
  return storyModes;
}

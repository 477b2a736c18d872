import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bannerIds, defaultBannerId, isBannerId } from '@aisle/contracts';
import { getBanner } from '../banners/banners';
import { TokensGallery } from './TokensGallery';

// Chromatic takes the gallery in every banner at 1280, as `pnpm visual` does for the every-banner tag.
const everyBanner = Object.fromEntries(bannerIds.map((banner) => [`${banner} 1280`, { banner, viewport: 'desktop' }]));

const meta = {
  title: 'Foundations/Tokens',
  component: TokensGallery,
  parameters: { layout: 'padded', chromatic: { modes: everyBanner } },
  // A literal: Storybook's indexer reads tags statically. Same value as everyBannerTag.
  tags: ['every-banner'],
} satisfies Meta<typeof TokensGallery>;

export default meta;

/** The active banner's tokens; switch banners from the toolbar. Snapshotted in all 34 banners. */
export const Gallery: StoryObj<typeof meta> = {
  args: { banner: defaultBannerId },
  render: (args, { globals }) => (
    <TokensGallery
      {...args}
      banner={typeof globals.banner === 'string' && isBannerId(globals.banner) ? globals.banner : args.banner}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const banner = getBanner(typeof globals.banner === 'string' ? globals.banner : defaultBannerId);
    await expect(canvas.getByRole('heading', { level: 1, name: banner.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: banner.title })).toBeVisible();
    // The page really is themed: the primary text colour comes from the banner's variables.
    const color = getComputedStyle(document.documentElement).getPropertyValue('--aisle-color-text-primary').trim();
    await expect(color).toMatch(/^#[0-9a-f]{6}$/);
  },
};

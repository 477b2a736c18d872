import { defaultBannerId, isBannerId } from '@aisle/contracts';
import { banners, setDocumentBanner } from '@aisle/tokens';
import '@aisle/tokens/fonts.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { axeTags } from './axeRules';
import { storyModes, viewports } from './modes';
import { reportStoryStatus } from './reportStoryStatus';

// Every banner's theme, so the toolbar can switch between them without a reload.
import.meta.glob('../packages/tokens/src/themes/*.css.ts', { eager: true });

/** The banner class goes on <html>, so content that portals into <body> is themed as well. */
const withBanner: Decorator = (Story, { globals }) => {
  const banner = typeof globals.banner === 'string' && isBannerId(globals.banner) ? globals.banner : defaultBannerId;
  setDocumentBanner(document.documentElement, banner);
  return <Story />;
};

reportStoryStatus();

// The visual gate plays stories on two cores beside other gates: testing-library's 1 s default for
// findBy and waitFor was too short for a story's mocked save and toast under that load (the address
// editor's 'Your address has been created.' failed its first attempt so). Only a failing wait pays it.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [withBanner],
  globalTypes: {
    banner: {
      description: 'Store banner whose theme applies',
      toolbar: {
        title: 'Banner',
        icon: 'paintbrush',
        items: banners.map((banner) => ({ value: banner.id, title: banner.title, right: banner.id })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { banner: defaultBannerId },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: viewports },
    // A violation fails the story's test in Storybook's panel and in `pnpm test:stories`; the
    // suite's visual gate runs the same rules (scripts/visual/storyAxe.ts).
    a11y: {
      test: 'error',
      options: { runOnly: axeTags },
    },
    // For teams with a Chromatic account: the same banner × viewport modes as `pnpm visual`.
    chromatic: {
      modes: Object.fromEntries(
        Object.entries(storyModes).map(([name, mode]) => [name, { banner: mode.banner, viewport: mode.viewport }]),
      ),
      pauseAnimationAtEnd: true,
    },
    options: { storySort: { order: ['Foundations', 'Actions'] } },
  },
  tags: ['autodocs'],
};

export default preview;

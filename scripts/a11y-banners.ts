// `pnpm test:a11y-banners`: the story tests run axe in the default banner; colours are the only
// thing a banner changes, so here every story, once its play function has finished, is re-themed
// in each of the other banners in place and axe's colour rules run again. A violation fails.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { chromium, type Page } from 'playwright';
import { bannerIds, defaultBannerId } from '@aisle/contracts';
import { chromiumLaunchOptions } from '@aisle/chromium';
import { serveStatic } from './serve-static';
import { paths } from './visual/paths';
import { showStory, slices } from './visual/capture';
import { listSnapshots } from './visual/snapshots';

declare global {
  interface Window {
    axe?: {
      run: (
        context: Element,
        options: object,
      ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
    };
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// WCAG AA colour rules; the rest of axe does not depend on the banner and ran in the story tests.
const colourRules = ['color-contrast', 'link-in-text-block'];
const pages = 3;

/** Checks one story, already shown in the default banner, in every other banner in turn. */
async function checkInEveryBanner(page: Page, storyId: string): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ banners, rules }) => {
      if (!window.axe) throw new Error('axe-core did not load');
      const root = document.documentElement;
      const found: string[] = [];
      for (const banner of banners) {
        // Theme stylesheets swap variables only; axe reads computed styles, which follow at once.
        root.className = root.className.replace(/aisle-banner-[\w-]+/g, '').trim();
        root.classList.add(`aisle-banner-${banner}`);
        const result = await window.axe.run(document.body, {
          runOnly: { type: 'rule', values: rules },
          resultTypes: ['violations'],
        });
        for (const v of result.violations) {
          found.push(`${banner}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
      return found;
    },
    { banners: bannerIds.filter((id) => id !== defaultBannerId), rules: colourRules },
  );
  return violations.map((violation) => `${storyId} in ${violation}`);
}

const stories = [...new Set(listSnapshots(paths.storybook).map((snapshot) => snapshot.storyId))];
const { server, url } = await serveStatic(paths.storybook);
const browser = await chromium.launch(chromiumLaunchOptions());
const started = Date.now();
const problems: string[] = [];
let checked = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await Promise.all(
    slices(stories, pages).map(async (slice) => {
      const page = await context.newPage();
      let load = true;
      for (const storyId of slice) {
        try {
          // Switching stories in place keeps the page, and the axe script injected into it.
          const status = await showStory(page, url, { storyId, banner: defaultBannerId }, load);
          if (load) await page.addScriptTag({ content: axeSource });
          if (status !== 'success') throw new Error('the story threw, or its play function failed');
          problems.push(...(await checkInEveryBanner(page, storyId)));
          load = false;
        } catch (error) {
          problems.push(`${storyId} in any banner: ${error instanceof Error ? error.message : String(error)}`);
          load = true;
        }
        checked += 1;
      }
    }),
  );
} finally {
  await browser.close();
  server.close();
}

for (const problem of problems) console.error(`✗ ${problem}`);
console.log(
  `Checked ${checked} stories in ${bannerIds.length - 1} more banners in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
const failedStories = new Set(problems.map((problem) => problem.split(' in ')[0])).size;
console.log(`a11y-banners: ${checked - failedStories} passed, ${failedStories} failed`);
process.exitCode = problems.length > 0 ? 1 : 0;

// `pnpm test:a11y-banners`: the story tests run axe in the default banner; colours are the only
// thing a banner changes, so here every story, once its play function has finished, is re-themed
// in each of the other banners in place and axe's colour rules run again. A violation fails.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { chromium, type Page } from 'playwright';
import { bannerIds, defaultBannerId } from '../packages/tokens/src/banners/banners';
import { chromiumLaunchOptions } from './chromium';
import { serveStatic } from './serve-static';
import { paths } from './visual/paths';
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

async function checkStory(page: Page, baseUrl: string, storyId: string): Promise<string[]> {
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`, { waitUntil: 'load' });
  await page.waitForFunction(
    () =>
      window.__STORYBOOK_PREVIEW__?.storyRenders?.some((render) =>
        ['finished', 'errored', 'aborted'].includes(render.phase ?? ''),
      ),
    undefined,
    { timeout: 20_000 },
  );
  await page.addScriptTag({ content: axeSource });
  const problems: string[] = [];
  for (const banner of bannerIds.filter((id) => id !== defaultBannerId)) {
    const violations = await page.evaluate(
      async ({ banner, rules }) => {
        const root = document.documentElement;
        root.className = root.className.replace(/aisle-banner-[\w-]+/g, '').trim();
        root.classList.add(`aisle-banner-${banner}`);
        // The theme stylesheet swaps variables only; let styles settle before measuring.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        if (!window.axe) throw new Error('axe-core did not load');
        const result = await window.axe.run(document.body, {
          runOnly: { type: 'rule', values: rules },
          resultTypes: ['violations'],
        });
        return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      },
      { banner, rules: colourRules },
    );
    problems.push(...violations.map((violation) => `${storyId} in ${banner}: ${violation}`));
  }
  return problems;
}

const stories = [...new Set(listSnapshots(paths.storybook).map((snapshot) => snapshot.storyId))];
const { server, url } = await serveStatic(paths.storybook);
const browser = await chromium.launch(chromiumLaunchOptions());
const started = Date.now();
const problems: string[] = [];
let checked = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const queue = [...stories];
  await Promise.all(
    Array.from({ length: pages }, async () => {
      const page = await context.newPage();
      for (let story = queue.shift(); story; story = queue.shift()) {
        problems.push(
          ...(await checkStory(page, url, story).catch((error: Error) => [`${story} in any banner: ${error.message}`])),
        );
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

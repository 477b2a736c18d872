import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '@aisle/chromium';
import {
  finishedStoryAttribute,
  storyErrorAttribute,
  storyStatusAttribute,
  type StoryStatus,
} from '../../.storybook/storyStatus';
import { defaultBannerId } from '@aisle/contracts';
import {
  canaryStoryId,
  checkBannerColours,
  checksBannerColours,
  colourCheckCanary,
  type BannerColourCheck,
} from './bannerColours';
import type { Snapshot } from './snapshots';
import { checksAccessibility, storyViolations } from './storyAxe';

export interface Capture {
  snapshot: Snapshot;
  png?: Buffer;
  error?: string;
  /** The story's colours in the other banners (only in the mode where they are checked). */
  colours?: BannerColourCheck;
  /** axe's violations in the story (only in the mode where axe checks it). */
  violations?: string[];
}

export interface CaptureOptions {
  /**
   * Also run axe: all of it on each story in its one mode (storyAxe.ts), and its colour rules in
   * every other banner in another (bannerColours.ts).
   */
  axe?: boolean;
}

/** Pages open at once, and the most pages one banner × viewport group is split over. */
const concurrentPages = 8;
const pagesPerGroup = 4;

/**
 * Shows a story in the preview and waits for it to finish playing: the first by loading its iframe
 * URL, the rest by switching in place, which is several times faster than loading the preview again.
 * Returns how the story ended.
 */
async function showStory(
  page: Page,
  baseUrl: string,
  snapshot: Pick<Snapshot, 'storyId' | 'banner'>,
  first: boolean,
): Promise<StoryStatus> {
  if (first) {
    const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(snapshot.storyId)}&viewMode=story&globals=banner:${snapshot.banner}`;
    await page.goto(url, { waitUntil: 'load' });
  } else {
    await page.evaluate((storyId) => window.showStory?.(storyId), snapshot.storyId);
  }
  const status = await page.waitForFunction(
    ({ storyId, finished, status }) =>
      document.documentElement.getAttribute(finished) === storyId && document.documentElement.getAttribute(status),
    { storyId: snapshot.storyId, finished: finishedStoryAttribute, status: storyStatusAttribute },
    { timeout: 45_000 },
  );
  return (await status.jsonValue()) as StoryStatus;
}

/** Lets the story's play function finish, then photographs it, then checks its banner colours if asked. */
async function photograph(
  page: Page,
  baseUrl: string,
  snapshot: Snapshot,
  first: boolean,
  { axe = false }: CaptureOptions,
): Promise<Capture> {
  try {
    const status = await showStory(page, baseUrl, snapshot, first);
    if (status !== 'success') {
      const thrown = await page.evaluate((name) => document.documentElement.getAttribute(name), storyErrorAttribute);
      return { snapshot, error: `The story threw, or its play function failed${thrown ? `: ${thrown}` : ''}` };
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Images decode off the main thread, data URLs included: a snapshot taken first shows them
    // blank. The suspected cause of the age-verification story's one-off differences.
    await page.evaluate(() =>
      Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))).then(() => undefined),
    );
    // What Playwright's `animations: 'disabled'` does, done before measuring too: a spinning
    // element's box changes with its angle, so the crop below would change from run to run.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        const end = animation.effect?.getComputedTiming().endTime;
        if (typeof end === 'number' && Number.isFinite(end)) animation.finish();
        else animation.cancel();
      }
    });
    // Full width (layouts respond to it) but only as tall as the content, so a small component
    // is not lost in a screen of white and reviewers see changes at a glance.
    const contentBottom = await page.evaluate(() =>
      Math.max(
        0,
        ...Array.from(
          document.body.querySelectorAll('*'),
          (element) => element.getBoundingClientRect().bottom + window.scrollY,
        ),
      ),
    );
    const height = Math.max(64, Math.ceil(contentBottom) + 16);
    const png = await page.screenshot({
      fullPage: true,
      clip: { x: 0, y: 0, width: snapshot.width, height },
      animations: 'disabled',
      caret: 'hide',
    });
    if (!axe) return { snapshot, png };
    if (checksAccessibility(snapshot)) return { snapshot, png, violations: await storyViolations(page) };
    if (checksBannerColours(snapshot)) return { snapshot, png, colours: await checkBannerColours(page) };
    return { snapshot, png };
  } catch (error) {
    return { snapshot, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Splits `items` into `count` contiguous slices, so each page always gets the same stories in the same order. */
function slices<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size)).filter((s) => s.length > 0);
}

/**
 * Captures every snapshot. Snapshots are grouped by viewport and banner (a page keeps both for the
 * whole group), and each group is split over pages in a fixed way, so every run shows the stories
 * in the same order: whatever a story leaves behind, it leaves behind every time. Much of a play
 * function's time is waiting, so several pages run at once even on two cores.
 */
export async function captureAll(
  baseUrl: string,
  snapshots: Snapshot[],
  options: CaptureOptions = {},
): Promise<Capture[]> {
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...launch, args: [...launch.args, '--hide-scrollbars'] });
  try {
    const groups = new Map<string, Snapshot[]>();
    for (const snapshot of snapshots) {
      const key = `${snapshot.width}x${snapshot.height}@${snapshot.banner}`;
      groups.set(key, [...(groups.get(key) ?? []), snapshot]);
    }
    // A group of one story (the gallery in one banner) shares a page list with nothing else.
    const work = [...groups.values()].flatMap((group) =>
      slices(group, Math.min(pagesPerGroup, Math.ceil(group.length / 8))),
    );
    const results: Capture[] = [];
    const runSlice = async (slice: Snapshot[]) => {
      const [{ width, height }] = slice as [Snapshot];
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
      });
      const page = await context.newPage();
      let load = true;
      for (const snapshot of slice) {
        let capture = await photograph(page, baseUrl, snapshot, load, options);
        // A loaded machine can time a heavy story out once: try it again from a fresh page load
        // before calling it failed. A real difference still fails, as the comparison decides that.
        if (capture.error !== undefined) capture = await photograph(page, baseUrl, snapshot, true, options);
        results.push(capture);
        // After a failure the preview may be stuck: start the next story from a fresh load.
        load = capture.error !== undefined;
      }
      await context.close();
    };
    const queue = [...work];
    await Promise.all(
      Array.from({ length: concurrentPages }, async () => {
        for (let slice = queue.shift(); slice; slice = queue.shift()) await runSlice(slice);
      }),
    );
    return results;
  } finally {
    await browser.close();
  }
}

/** Runs the colour check's self-check (see colourCheckCanary) on a page of its own. */
export async function proveColourCheck(baseUrl: string): Promise<string | undefined> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const status = await showStory(page, baseUrl, { storyId: canaryStoryId, banner: defaultBannerId }, true);
    if (status !== 'success') return `the colour check's canary story ${canaryStoryId} did not render`;
    return await colourCheckCanary(page);
  } finally {
    await browser.close();
  }
}

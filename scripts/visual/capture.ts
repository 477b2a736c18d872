import { chromium, type Browser, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../chromium';
import type { Snapshot } from './snapshots';

export interface Capture {
  snapshot: Snapshot;
  png?: Buffer;
  error?: string;
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] };
  }
}

const pagesPerWidth = 3;

/** Opens the story alone in the preview iframe, lets its play function finish, then photographs it. */
async function photograph(page: Page, baseUrl: string, snapshot: Snapshot): Promise<Capture> {
  const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(snapshot.storyId)}&viewMode=story&globals=banner:${snapshot.banner}`;
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      () =>
        window.__STORYBOOK_PREVIEW__?.storyRenders?.some((render) =>
          ['finished', 'errored', 'aborted'].includes(render.phase ?? ''),
        ),
      undefined,
      { timeout: 20_000 },
    );
    const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.storyRenders?.at(-1)?.phase);
    if (phase !== 'finished') return { snapshot, error: `The story ended in phase "${phase}"` };
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
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
    return { snapshot, png };
  } catch (error) {
    return { snapshot, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Captures every snapshot, a few pages at a time per viewport width. */
export async function captureAll(baseUrl: string, snapshots: Snapshot[]): Promise<Capture[]> {
  const launch = chromiumLaunchOptions();
  const browser: Browser = await chromium.launch({ ...launch, args: [...launch.args, '--hide-scrollbars'] });
  try {
    // Map.groupBy would do, but Node 20 does not have it.
    const byWidth = new Map<string, Snapshot[]>();
    for (const snapshot of snapshots) {
      const key = `${snapshot.width}x${snapshot.height}`;
      byWidth.set(key, [...(byWidth.get(key) ?? []), snapshot]);
    }
    const results: Capture[] = [];
    for (const group of byWidth.values()) {
      const [{ width, height }] = group as [Snapshot];
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
      });
      const queue = [...group];
      await Promise.all(
        Array.from({ length: pagesPerWidth }, async () => {
          const page = await context.newPage();
          for (let next = queue.shift(); next; next = queue.shift())
            results.push(await photograph(page, baseUrl, next));
        }),
      );
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

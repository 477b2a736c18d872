// storyAxe.ts runs all of axe in the default banner. Colours are the only thing of axe's that a
// banner changes, so while `pnpm visual` has a story on screen in the default banner at 1280 px, it
// checks the story's colours in every other banner too.
//
// Running axe's colour rules 33 times per story cost two and a half minutes of the suite. Instead,
// axe runs once with a probe theme that gives every colour variable a colour of its own: the
// colours axe reads back then name the variables each text is drawn with and on. Those pairs are
// measured in every banner from the theme stylesheets, and axe itself runs again only in a banner
// where a pair may fail (to confirm it, with axe's own exceptions), and in every banner for a story
// whose colours the probe cannot name (text on a translucent overlay, a shadow, a colour that is no
// variable) or that has links inside text.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright';
import { bannerIds, defaultBannerId } from '@aisle/contracts';
import type { Snapshot } from './snapshots';

interface AxeNode {
  target: string[];
  any: { data?: { fgColor?: string; bgColor?: string; shadowColor?: string } }[];
}
interface AxeRuleResult {
  id: string;
  help?: string;
  nodes: AxeNode[];
}
interface AxeColor {
  parseString(colour: string): AxeColor;
}

declare global {
  interface Window {
    axe?: {
      run: (
        context: Element | { include: Element[]; exclude: string[][] },
        options: object,
      ) => Promise<{ violations: AxeRuleResult[]; passes: AxeRuleResult[]; incomplete: AxeRuleResult[] }>;
      commons: { color: { Color: new () => AxeColor; getContrast(bg: AxeColor, fg: AxeColor): number } };
    };
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// tsx names the functions it compiles through a helper, `__name`, which the page lacks.
const nameHelper = 'window.__name = (fn) => fn;';
const otherBanners = bannerIds.filter((id) => id !== defaultBannerId);

/** The one mode of a story in which its colours are checked in every other banner. */
export function checksBannerColours(snapshot: Snapshot): boolean {
  return snapshot.banner === defaultBannerId && snapshot.width === 1280;
}

export interface BannerColourCheck {
  /** `banner: rule at elements`, one line per violation axe confirmed. */
  violations: string[];
  /** Whether the probe named every colour, so axe ran only where a pair may fail. */
  probed: boolean;
}

/** Puts axe-core (and the helper tsx's compiled functions call) into the page, once. */
export async function ensureAxe(page: Page): Promise<void> {
  const [hasAxe, hasNameHelper] = await page.evaluate(() => [Boolean(window.axe), '__name' in window]);
  if (!hasNameHelper) await page.addScriptTag({ content: nameHelper });
  if (!hasAxe) await page.addScriptTag({ content: axeSource });
}

/** Checks the colours of the story shown in every banner but the default, which it then restores. */
export async function checkBannerColours(page: Page): Promise<BannerColourCheck> {
  await ensureAxe(page);
  return page.evaluate(
    async ({ banners, defaultBanner }) => {
      const axe = window.axe;
      if (!axe) throw new Error('axe-core did not load');
      const root = document.documentElement;
      const themeAs = (banner: string) => {
        root.className = root.className.replace(/aisle-banner-[\w-]+/g, '').trim();
        root.classList.add(`aisle-banner-${banner}`);
      };
      const runAxe = (rules: string[]) =>
        // Not into frames: a frame is a document of its own, which the banner class on this one
        // does not re-theme (the secure card fields). Asking a frame costs axe half a second.
        axe.run(document.body, { runOnly: { type: 'rule', values: rules }, iframes: false });

      // Every banner's colour variables, as its theme stylesheet declares them.
      const themes = new Map<string, Map<string, string>>();
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (!(rule instanceof CSSStyleRule)) continue;
          const banner = /^\.aisle-banner-([\w-]+)$/.exec(rule.selectorText)?.[1];
          if (!banner) continue;
          const colours = themes.get(banner) ?? new Map<string, string>();
          for (const name of Array.from(rule.style).filter((property) => property.startsWith('--aisle-color-')))
            colours.set(name, rule.style.getPropertyValue(name).trim().toLowerCase());
          themes.set(banner, colours);
        }
      }
      const defaults = themes.get(defaultBanner);
      if (!defaults) throw new Error(`No theme stylesheet for ${defaultBanner}`);

      // The probe: an opaque colour of its own, `#01xx03`, for each opaque variable; a translucent
      // one keeps its alpha, so whatever shows through it reads as no variable's colour, and one
      // that is no hex colour keeps its value.
      const opaque = (value: string) => /^#(?:[\da-f]{3}|[\da-f]{6})$/.test(value);
      const probeToName = new Map<string, string>();
      const probeRules = [...defaults].flatMap(([name, value], index) => {
        const probe = `#01${(index + 16).toString(16).padStart(2, '0')}03`;
        if (opaque(value)) {
          probeToName.set(probe, name);
          return [`${name}: ${probe};`];
        }
        const alpha = /^#[\da-f]{8}$/.test(value)
          ? value.slice(7)
          : /^#[\da-f]{4}$/.test(value)
            ? value[4]?.repeat(2)
            : '';
        return alpha ? [`${name}: ${probe}${alpha};`] : [];
      });
      const probeStyle = document.createElement('style');
      probeStyle.textContent = `html.aisle-colour-probe { ${probeRules.join(' ')} }`;
      document.head.append(probeStyle);
      root.classList.add('aisle-colour-probe');
      let probe: Awaited<ReturnType<typeof runAxe>>;
      try {
        probe = await runAxe(['color-contrast', 'link-in-text-block']);
      } finally {
        root.classList.remove('aisle-colour-probe');
        probeStyle.remove();
      }

      // The (text, background) variable pairs of every text axe measured.
      const measured = [...probe.passes, ...probe.violations].filter((rule) => rule.id === 'color-contrast');
      const pairs: { fg: string; bg: string }[] = [];
      let named = true;
      for (const node of measured.flatMap((rule) => rule.nodes)) {
        const data = node.any[0]?.data;
        // Passed without measuring colours (hidden text): no banner changes that.
        if (!data?.fgColor && !data?.bgColor) continue;
        const fg = probeToName.get(data.fgColor ?? '');
        const bg = probeToName.get(data.bgColor ?? '');
        if (!fg || !bg || data.shadowColor) named = false;
        else pairs.push({ fg, bg });
      }
      const hasLinksInText = [...probe.passes, ...probe.violations, ...probe.incomplete].some(
        (rule) => rule.id === 'link-in-text-block' && rule.nodes.length > 0,
      );

      // Every pair is held to the normal ratio, 4.5: text bold enough to be "large" (3) in this
      // banner may not be in one with lighter headings. axe then decides, with its exceptions.
      const parse = (hex: string) => new axe.commons.color.Color().parseString(hex);
      const mayFail = (banner: string) => {
        const colours = themes.get(banner);
        return pairs.some(({ fg, bg }) => {
          const [text, surface] = [colours?.get(fg), colours?.get(bg)];
          if (!text || !surface || !opaque(text) || !opaque(surface)) return true;
          return !(axe.commons.color.getContrast(parse(surface), parse(text)) > 4.5);
        });
      };

      const found: string[] = [];
      try {
        for (const banner of banners) {
          const rules = [
            ...(!named || mayFail(banner) ? ['color-contrast'] : []),
            ...(hasLinksInText ? ['link-in-text-block'] : []),
          ];
          if (rules.length === 0) continue;
          // Theme stylesheets swap variables only; axe reads computed styles, which follow at once.
          themeAs(banner);
          for (const violation of (await runAxe(rules)).violations) {
            const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
            found.push(`${banner}: ${violation.id} at ${targets}`);
          }
        }
      } finally {
        themeAs(defaultBanner);
      }
      return { violations: found, probed: named };
    },
    { banners: otherBanners, defaultBanner: defaultBannerId },
  );
}

/** How many banners each checked story is measured in, for the summary line. */
export const bannersChecked = otherBanners.length;

/** The story the self-check breaks: a primary button. */
export const canaryStoryId = 'actions-button--primary';

/**
 * Proves, on the canary story shown in the default banner, that the check can fail: in one banner
 * the button's text is given the button's hover colour, and the check must report that banner and
 * no other. Returns what went wrong, or nothing.
 */
export async function colourCheckCanary(page: Page): Promise<string | undefined> {
  const banner = otherBanners.at(-1) ?? defaultBannerId;
  await page.evaluate((broken) => {
    const root = document.documentElement;
    const shown = root.className;
    root.className = `aisle-banner-${broken}`;
    // Its hover colour: close to the background, yet not equal (axe leaves equal colours undecided).
    const background = getComputedStyle(root).getPropertyValue('--aisle-color-action-primary-background-hover');
    root.className = shown;
    const style = document.createElement('style');
    style.textContent = `.aisle-banner-${broken} { --aisle-color-action-primary-text: ${background}; }`;
    document.head.append(style);
  }, banner);
  const { violations } = await checkBannerColours(page);
  const caught = violations.some((line) => line.startsWith(`${banner}: color-contrast`));
  const others = violations.filter((line) => !line.startsWith(`${banner}:`));
  if (!caught)
    return `the colour check missed unreadable button text in ${banner} (it found: ${violations.join('; ') || 'nothing'})`;
  if (others.length > 0) return `the colour check reported banners it should not have: ${others.join('; ')}`;
  return undefined;
}

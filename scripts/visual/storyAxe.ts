// All of axe on each story, in the default banner at 375 px: what the story tests ran, folded into
// the visual gate, which already shows every story and runs its play function. Its colours in the
// other banners are bannerColours.ts's.
import type { Page } from 'playwright';
import { defaultBannerId } from '@aisle/contracts';
import { axeTags, rulesOff, storybookElements } from '../../.storybook/axeRules';
import { ensureAxe } from './bannerColours';
import type { Snapshot } from './snapshots';

/**
 * The one mode of a story in which axe checks it: the narrowest, nearest the story tests' 414 px,
 * where most of what hides and wraps does.
 */
export function checksAccessibility(snapshot: Snapshot): boolean {
  return snapshot.banner === defaultBannerId && snapshot.width === 375;
}

/** `rule (help) at elements`, one line per violation of the story now shown. */
export async function storyViolations(page: Page): Promise<string[]> {
  await ensureAxe(page);
  return page.evaluate(
    async ({ tags, exclude, off }) => {
      const axe = window.axe;
      if (!axe) throw new Error('axe-core did not load');
      const { violations } = await axe.run(
        { include: [document.body], exclude },
        {
          runOnly: { type: 'tag', values: tags },
          rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
          resultTypes: ['violations'],
        },
      );
      return violations.map(
        (violation) =>
          `${violation.id} (${violation.help ?? ''}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { tags: axeTags, exclude: storybookElements.map((selector) => [selector]), off: rulesOff },
  );
}

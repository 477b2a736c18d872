// What axe checks in every story, shared by Storybook's accessibility panel (preview.tsx) and the
// visual gate, which runs it on each story in the suite (scripts/visual/storyAxe.ts).
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Storybook's own elements, always in the preview's document: not the story's. */
export const storybookElements = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/** Off as in Storybook's panel: a story is a fragment of a page, without its landmarks. */
export const rulesOff = ['region'];

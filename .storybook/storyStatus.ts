// What the preview tells the script that photographs and colour-checks stories (`pnpm visual`):
// which story last finished, and how. Plain data, so Node scripts can import it without loading
// Storybook.

/** On <html>: the id of the story that last finished rendering and playing. */
export const finishedStoryAttribute = 'data-story-finished';
/** On <html>: `success`, or `error` when the story threw or its play function failed. */
export const storyStatusAttribute = 'data-story-status';
/** On <html>, with `error`: what was thrown, so a report says why a story failed, not only that it did. */
export const storyErrorAttribute = 'data-story-error';

export type StoryStatus = 'success' | 'error';

declare global {
  interface Window {
    /** Switches the preview to another story in place: far faster than loading its iframe URL. */
    showStory?: (storyId: string) => void;
  }
}

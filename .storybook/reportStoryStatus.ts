// Reports each story's end on <html> and lets a script switch stories, through Storybook's addon
// channel and its documented events, so the capture scripts need none of the preview's private
// globals.
import { addons } from 'storybook/preview-api';
import {
  PLAY_FUNCTION_THREW_EXCEPTION,
  SET_CURRENT_STORY,
  STORY_ERRORED,
  STORY_FINISHED,
  STORY_THREW_EXCEPTION,
  type StoryFinishedPayload,
} from 'storybook/internal/core-events';
import { finishedStoryAttribute, storyErrorAttribute, storyStatusAttribute, type StoryStatus } from './storyStatus';

export function reportStoryStatus(): void {
  // Only the story page itself: not the story tests' runner, which has no preview channel.
  if (typeof window === 'undefined' || !window.location.pathname.endsWith('/iframe.html')) return;
  const channel = addons.getChannel();
  const root = document.documentElement;
  let current = new URLSearchParams(window.location.search).get('id') ?? '';
  const report = (storyId: string, status: StoryStatus) => {
    root.setAttribute(storyStatusAttribute, status);
    root.setAttribute(finishedStoryAttribute, storyId);
  };
  channel.on(STORY_FINISHED, ({ storyId, status }: StoryFinishedPayload) => report(storyId, status));
  for (const failure of [STORY_ERRORED, STORY_THREW_EXCEPTION, PLAY_FUNCTION_THREW_EXCEPTION])
    channel.on(failure, (thrown?: { message?: unknown; description?: unknown }) => {
      // The first line is enough to tell a timeout from an assertion; the report stays short.
      const message = String(thrown?.message ?? thrown?.description ?? '').split('\n')[0] ?? '';
      root.setAttribute(storyErrorAttribute, message.slice(0, 300));
      report(current, 'error');
    });
  window.showStory = (storyId) => {
    current = storyId;
    root.removeAttribute(finishedStoryAttribute);
    root.removeAttribute(storyStatusAttribute);
    root.removeAttribute(storyErrorAttribute);
    channel.emit(SET_CURRENT_STORY, { storyId, viewMode: 'story' });
  };
}

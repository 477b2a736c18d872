import type { Decorator } from '@storybook/react-vite';
import { SchedulingTestProvider } from './SchedulingTestProvider';

/** The item stories' frame: the test provider, and the width the part is usually given, if any. */
export function inStoryFrame(maxWidth?: number): Decorator {
  return function StoryFrame(Story) {
    return (
      <SchedulingTestProvider>
        {maxWidth ? (
          <div style={{ maxWidth }}>
            <Story />
          </div>
        ) : (
          <Story />
        )}
      </SchedulingTestProvider>
    );
  };
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inStoryFrame } from '../../testing/itemStoryFrame';
import { RetryCard } from './RetryCard';

const meta = {
  title: 'Scheduling/Retry card',
  component: RetryCard,
  args: { onReload: fn() },
  decorators: [inStoryFrame(480)],
} satisfies Meta<typeof RetryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Oops, something went wrong! Please reload your page.' with 'Reload'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops, something went wrong! Please reload your page.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

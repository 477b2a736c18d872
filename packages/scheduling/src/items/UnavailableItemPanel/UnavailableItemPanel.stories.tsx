import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { galaApples, similarApples } from '../../testing/productFixtures';
import { inStoryFrame } from '../../testing/itemStoryFrame';
import { UnavailableItemPanel } from './UnavailableItemPanel';

const meta = {
  title: 'Scheduling/Unavailable item panel',
  component: UnavailableItemPanel,
  args: { product: galaApples, similarItems: similarApples, onRetry: fn() },
  decorators: [inStoryFrame(480)],
} satisfies Meta<typeof UnavailableItemPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Unavailable Item' with 'This item is currently unavailable.' and two 'Similar Items'. */
export const WithSimilarItems: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Unavailable Item Gala Apples' }));
    await expect(panel.getByText('This item is currently unavailable.')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Similar Items' })).toBeVisible();
    await expect(panel.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** An item that may be unavailable, and a similar-item lookup that failed, with 'Try Again'. */
export const SimilarItemsFailed: Story = {
  args: { availability: 'uncertain', similarItems: undefined, similarItemsFailed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Item may be unavailable. Please see cart.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was a problem retrieving similar items. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

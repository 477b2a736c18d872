import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { storyText } from '../stories/storyLayout.css';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForScreenReaders: Story = {
  render: () => (
    <Button>
      Remove<VisuallyHidden> the second address</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove the second address' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(150);
  },
};

export const SkipLink: Story = {
  render: () => (
    <div>
      <VisuallyHidden as="a" href="#main" focusable>
        Skip to main content
      </VisuallyHidden>
      <p id="main" className={storyText}>
        Main content
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { placeholder } from '../stories/storyLayout.css';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: '4' },
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <div className={placeholder}>First</div>
      <div className={placeholder}>Second</div>
      <div className={placeholder}>Third</div>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const gapOf = (element: HTMLElement) => {
  const [first, second] = Array.from(element.children) as HTMLElement[];
  return (second?.getBoundingClientRect().top ?? 0) - (first?.getBoundingClientRect().bottom ?? 0);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // space 4 is 16 px on the token scale.
    await expect(gapOf(within(canvasElement).getByTestId('stack'))).toBe(16);
  },
};

export const Tight: Story = {
  args: { space: '1' },
  play: async ({ canvasElement }) => {
    await expect(gapOf(within(canvasElement).getByTestId('stack'))).toBe(4);
  },
};

export const Centered: Story = {
  args: { align: 'center', space: '3' },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId('stack');
    const child = stack.firstElementChild as HTMLElement;
    const offsetLeft = child.getBoundingClientRect().left - stack.getBoundingClientRect().left;
    const offsetRight = stack.getBoundingClientRect().right - child.getBoundingClientRect().right;
    await expect(Math.abs(offsetLeft - offsetRight)).toBeLessThanOrEqual(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { storyText } from '../stories/storyLayout.css';
import { Divider } from './Divider';

const meta = {
  title: 'Layout/Divider',
  component: Divider,
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <Stack space="4">
      <p className={storyText}>Above</p>
      <Divider {...args} />
      <p className={storyText}>Below</p>
      <Divider strong />
      <p className={storyText}>After a strong divider</p>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [regular, strong] = within(canvasElement).getAllByRole('separator');
    await expect(regular?.getBoundingClientRect().height).toBe(1);
    await expect(getComputedStyle(regular as Element).backgroundColor).not.toBe(
      getComputedStyle(strong as Element).backgroundColor,
    );
  },
};

export const Vertical: Story = {
  render: () => (
    <Inline space="3" noWrap>
      <span className={storyText}>Left</span>
      <Divider orientation="vertical" />
      <span className={storyText}>Right</span>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const separator = within(canvasElement).getByRole('separator');
    await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    await expect(separator.getBoundingClientRect().width).toBe(1);
  },
};

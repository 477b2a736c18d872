import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { storyHeading, storyText } from '../stories/storyLayout.css';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { as: 'section', 'aria-labelledby': 'card-title' },
  render: (args) => (
    <Card {...args}>
      <Stack space="3" align="start">
        <h2 id="card-title" className={storyHeading}>
          Delivery details
        </h2>
        <p className={storyText}>Cards group related content on a raised surface.</p>
        <Button variant="secondary">Edit</Button>
      </Stack>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Delivery details' });
    await expect(getComputedStyle(card).borderTopStyle).toBe('solid');
  },
};

export const Elevated: Story = {
  tags: ['banner-specific'],
  args: { elevated: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Delivery details' });
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

export const Compact: Story = {
  args: { padding: 'small' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Delivery details' });
    await expect(getComputedStyle(card).paddingTop).toBe('12px');
  },
};

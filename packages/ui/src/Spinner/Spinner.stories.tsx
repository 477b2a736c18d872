import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRow } from '../stories/storyLayout.css';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { delay: 0 },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown at once (delay 0), so the screenshot has the ring. */
export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    await expect(status).toHaveAttribute('data-state', 'visible');
    // Nothing in it takes focus: Tab goes past.
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** The default 200 ms delay: empty at first, then the ring and the word. */
export const AfterTheDelay: Story = {
  args: { delay: undefined },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-state', 'waiting');
    await expect(status).toHaveTextContent('');
    await waitFor(() => expect(status).toHaveTextContent('Loading'));
    await expect(status).toHaveAttribute('data-state', 'visible');
  },
};

function FastLoad() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), 50);
    return () => clearTimeout(timer);
  }, []);
  return loading ? <Spinner /> : <p>Loaded</p>;
}

/** A load that ends before the delay never shows a spinner. */
export const FastLoadNeverFlashes: Story = {
  render: () => <FastLoad />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await canvas.findByText('Loaded');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading addresses' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading addresses');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={storyRow}>
      <Spinner {...args} size="small" label="Small" />
      <Spinner {...args} size="medium" label="Medium" />
      <Spinner {...args} size="large" label="Large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, medium, large] = within(canvasElement)
      .getAllByRole('status')
      .map((status) => status.offsetWidth);
    await expect(small).toBe(16);
    await expect(medium).toBe(24);
    await expect(large).toBe(40);
  },
};

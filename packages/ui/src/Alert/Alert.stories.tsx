import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { heading: 'Heading', children: 'Body text.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  tags: ['banner-specific'],
  args: { tone: 'info', heading: 'Online EBT Is Now Available', children: 'You no longer need to bring your card.' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    // The tone is said, not only shown in colour.
    await expect(status).toHaveTextContent(/^Information/);
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const Success: Story = {
  args: { tone: 'success', heading: 'Success!', children: 'Your address has been updated.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Success/);
  },
};

export const Warning: Story = {
  args: { tone: 'warning', heading: 'Heading', children: 'Some items may be replaced.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Warning/);
  },
};

/** Errors are `role="alert"`: assertive, heard at once. */
export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', heading: 'Something went wrong', children: 'Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Error/);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const BodyOnly: Story = {
  args: { tone: 'info', heading: undefined, children: 'Prices shown are for your selected store.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'InformationPrices shown are for your selected store.',
    );
  },
};

export const WithHeadingLevel: Story = {
  args: { tone: 'info', heading: 'Delivery times', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Delivery times' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    heading: 'A heading long enough to wrap onto a second line on a phone screen',
    children:
      'A body long enough to wrap several times, with a long unbroken word: Supercalifragilisticexpialidocious-and-then-some.',
    onDismiss: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('status').parentElement as HTMLElement;
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth + 1);
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', heading: 'Success!', children: 'Your address has been updated.', onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Dismiss' });
    await expect(button).toHaveAccessibleDescription('Success!');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    // A 24 px minimum target (WCAG 2.5.8).
    await expect(button.offsetWidth).toBeGreaterThanOrEqual(24);
  },
};

function SaveWithBanner({ autoDismissAfter }: { autoDismissAfter: number }) {
  const [saved, setSaved] = useState(false);
  return (
    <Stack>
      <div>
        <Button onClick={() => setSaved(true)}>Save card</Button>
      </div>
      {saved && (
        <Alert tone="success" heading="Success!" onDismiss={() => setSaved(false)} autoDismissAfter={autoDismissAfter}>
          Successfully saved card
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Clears itself after `autoDismissAfter` ms (the wallet uses 5000; 800 here keeps the test short)
 * and waits while hovered or focused.
 */
export const AutoDismiss: Story = {
  render: () => <SaveWithBanner autoDismissAfter={800} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const status = await canvas.findByRole('status');
    // Hovered: still there well after its time.
    await userEvent.hover(status);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(canvas.getByRole('status')).toBeVisible();
    await userEvent.unhover(status);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
    // Again, and focused: still there; after focus leaves, it goes.
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('status');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(canvas.getByRole('status')).toBeVisible();
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

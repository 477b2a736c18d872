import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { storyRow } from '../stories/storyLayout.css';
import { ToastRegion, type ToastRegionProps } from './ToastRegion';
import { clearToasts, toast } from './toastStore';

function Triggers(args: ToastRegionProps) {
  const count = useRef(0);
  return (
    <>
      <div className={storyRow}>
        <Button
          variant="secondary"
          onClick={() => toast.info({ heading: 'Heads up', body: 'Prices shown are for your selected store.' })}
        >
          Show info
        </Button>
        <Button onClick={() => toast.success({ heading: 'Success!', body: 'Your address has been updated.' })}>
          Show success
        </Button>
        <Button variant="secondary" onClick={() => toast.warning({ heading: 'Some items may be replaced' })}>
          Show warning
        </Button>
        <Button variant="destructive" onClick={() => toast.error({ body: 'Your card could not be saved.' })}>
          Show error
        </Button>
        <Button variant="secondary" onClick={() => toast.info({ heading: `Notification ${(count.current += 1)}` })}>
          Show numbered
        </Button>
        <Button variant="secondary" onClick={() => toast.success({ body: 'Successfully saved card', duration: 500 })}>
          Show brief
        </Button>
      </div>
      <ToastRegion {...args} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  // Toasts that end a story on screen must stay there for the screenshot.
  args: { duration: Infinity },
  render: (args) => <Triggers {...args} />,
  // The store outlives a story; each starts empty.
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Nothing mid-motion when the play function ends (axe and the screenshot see the final state). */
const settle = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
  return {
    canvas,
    region,
    polite: within(region.querySelector<HTMLElement>('[aria-live="polite"]') as HTMLElement),
    assertive: within(region.querySelector<HTMLElement>('[aria-live="assertive"]') as HTMLElement),
    trigger: (name: string) => canvas.getByRole('button', { name }),
  };
}

/** Info, success and warning land in the polite region; errors in the assertive one. */
export const LiveRegions: Story = {
  tags: ['banner-specific'],
  args: { limit: 4 },
  play: async ({ canvasElement }) => {
    const { polite, assertive, trigger } = parts(canvasElement);
    await userEvent.tab();
    await expect(trigger('Show info')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(polite.getByRole('listitem')).toHaveTextContent('InformationHeads up');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(polite.getByText('Your address has been updated.')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(polite.getByText('Some items may be replaced')).toBeInTheDocument();
    await userEvent.tab();
    await expect(trigger('Show error')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(assertive.getByRole('listitem')).toHaveTextContent('ErrorYour card could not be saved.');
    await expect(polite.getAllByRole('listitem')).toHaveLength(3);
    await settle();
  },
};

export const PausesWhileHovered: Story = {
  args: { duration: 1000 },
  play: async ({ canvasElement }) => {
    const { canvas, polite, trigger } = parts(canvasElement);
    trigger('Show success').focus();
    await userEvent.keyboard('{Enter}');
    const item = polite.getByRole('listitem');
    await userEvent.hover(item);
    await sleep(1500);
    await expect(item).toBeVisible();
    await userEvent.unhover(item);
    await waitFor(() => expect(canvas.queryByRole('listitem')).toBeNull(), { timeout: 3000 });
  },
};

/** F8 moves focus to the toasts and pauses them; Escape goes back. */
export const PausesWhileFocused: Story = {
  args: { duration: 1000 },
  play: async ({ canvasElement }) => {
    const { canvas, region, trigger } = parts(canvasElement);
    trigger('Show success').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{F8}');
    await expect(region).toHaveFocus();
    await sleep(1500);
    await expect(canvas.getByRole('listitem')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger('Show success')).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('listitem')).toBeNull(), { timeout: 3000 });
  },
};

export const DismissWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, region, trigger } = parts(canvasElement);
    trigger('Show success').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{F8}');
    await expect(region).toHaveFocus();
    await userEvent.tab();
    const [first, second] = canvas.getAllByRole('button', { name: 'Dismiss' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription('Success!');
    await userEvent.keyboard('{Enter}');
    // Focus stays among the toasts, then returns where it was before F8.
    await expect(second).toHaveFocus();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await userEvent.keyboard(' ');
    await expect(trigger('Show success')).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('listitem')).toBeNull());
  },
};

/** At most `limit` (default 3) show; the oldest leaves first. */
export const Cap: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, trigger } = parts(canvasElement);
    trigger('Show numbered').focus();
    for (let i = 0; i < 4; i += 1) await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('Notification 1')).toBeNull());
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'InformationNotification 2',
      'InformationNotification 3',
      'InformationNotification 4',
    ]);
    await settle();
  },
};

/** A toast's own `duration` wins over the region's; this one leaves after 500 ms, the other stays. */
export const OwnDuration: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, trigger } = parts(canvasElement);
    trigger('Show brief').focus();
    await userEvent.keyboard('{Enter}');
    trigger('Show warning').focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Successfully saved card')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Successfully saved card')).toBeNull(), { timeout: 2000 });
    await expect(canvas.getByText('Some items may be replaced')).toBeVisible();
    await settle();
  },
};

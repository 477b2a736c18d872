import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { backdropOutside, expectClosed, openWithKeyboard, settled } from '../stories/overlayStory';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    heading: 'Remove this address?',
    body: 'You can add it again at any time.',
    onConfirm: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Remove address</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await openWithKeyboard('Remove address', '{Enter}', 'alertdialog');
    await expect(dialog).toHaveAccessibleName('Remove this address?');
    await expect(dialog).toHaveAccessibleDescription('You can add it again at any time.');
    // Focus starts on Cancel, the safe choice; Tab reaches Confirm and wraps back.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectClosed('Remove this address?', 'Remove address', 'alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await settled();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expectClosed('Remove this address?', 'Remove address', 'alertdialog');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Left open for the screenshot.
    await userEvent.keyboard('{Enter}');
    await settled();
  },
};

export const Destructive: Story = {
  tags: ['banner-specific'],
  args: {
    heading: 'Discard Changes?',
    body: 'If you exit now, your selections will not be saved. Do you want to discard your changes?',
    confirmLabel: 'Yes, Discard Changes',
    cancelLabel: 'No, Keep Changes',
    destructive: true,
    trigger: <Button variant="secondary">Exit</Button>,
  },
  play: async () => {
    const dialog = await openWithKeyboard('Exit', ' ', 'alertdialog');
    const keep = within(dialog).getByRole('button', { name: 'No, Keep Changes' });
    const discard = within(dialog).getByRole('button', { name: 'Yes, Discard Changes' });
    await expect(keep).toHaveFocus();
    await expect(getComputedStyle(discard).backgroundColor).not.toBe(getComputedStyle(keep).backgroundColor);
    await expect(discard.offsetHeight).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Escape}');
    await expectClosed('Discard Changes?', 'Exit', 'alertdialog');
    await userEvent.keyboard('{Enter}');
    await settled();
  },
};

export const Busy: Story = {
  args: {
    heading: 'Remove this card?',
    body: 'It is removed from your account.',
    confirmLabel: 'Remove',
    busyLabel: 'Removing',
    destructive: true,
    trigger: <Button variant="secondary">Remove card</Button>,
    // Never settles, so the story stays busy for the screenshot.
    onConfirm: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ args }) => {
    const dialog = await openWithKeyboard('Remove card', '{Enter}', 'alertdialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const busy = within(dialog).getByRole('button', { name: 'Removing' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // While busy nothing closes it: not Enter again, not Escape, not a click outside.
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    const backdrop = backdropOutside(dialog);
    await expect(backdrop).toBeDefined();
    if (backdrop) await userEvent.click(backdrop);
    await settled();
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Remove this card?' })).toBeVisible());
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

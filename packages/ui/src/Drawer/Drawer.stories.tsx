import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { field, input } from '../stories/overlayStory.css';
import { backdropOutside, expectClosed, openWithKeyboard, settled } from '../stories/overlayStory';
import { Drawer, DrawerContent, type DrawerContentProps } from './Drawer';

const meta = {
  title: 'Overlays/Drawer',
  component: DrawerContent,
  args: { side: 'right', dismissOnOutsideClick: true },
  argTypes: { side: { control: 'inline-radio', options: ['right', 'left', 'bottom'] } },
} satisfies Meta<typeof DrawerContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const options = ['Newest first', 'Oldest first', 'A to Z'];

function SortDrawer(props: DrawerContentProps) {
  return (
    <Drawer.Root>
      <Drawer.Trigger asChild>
        <Button>Sort</Button>
      </Drawer.Trigger>
      <Drawer.Content {...props}>
        <Drawer.Title>Sort</Drawer.Title>
        <Drawer.Description>Choose the order of the list.</Drawer.Description>
        <fieldset className={field}>
          <legend>Order</legend>
          {options.map((option, index) => (
            <label key={option}>
              <input type="radio" name="order" defaultChecked={index === 0} /> {option}
            </label>
          ))}
        </fieldset>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </Drawer.Close>
          <Drawer.Close asChild>
            <Button>Apply</Button>
          </Drawer.Close>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** Opens with the keyboard, walks the panel with Tab and Shift+Tab, closes it with Escape, reopens it. */
async function workTheDrawer() {
  const drawer = await openWithKeyboard('Sort');
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAccessibleName('Sort');
  await expect(drawer).toHaveAttribute('data-state', 'open');
  const panel = within(drawer);
  await expect(panel.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab();
  await expect(panel.getByRole('radio', { name: 'Newest first' })).toHaveFocus();
  await userEvent.tab();
  await expect(panel.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.tab();
  await userEvent.tab();
  await expect(panel.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  await expect(panel.getByRole('button', { name: 'Apply' })).toHaveFocus();
  // The footer sits at the bottom of the panel.
  const footer = panel.getByRole('button', { name: 'Apply' }).parentElement as HTMLElement;
  await expect(footer.getBoundingClientRect().bottom).toBeCloseTo(drawer.getBoundingClientRect().bottom, 0);
  await userEvent.keyboard('{Escape}');
  await expectClosed('Sort', 'Sort');
  await expect(document.body.style.pointerEvents).toBe('');
  await userEvent.keyboard('{Enter}');
  await settled();
  return screen.getByRole('dialog', { name: 'Sort' });
}

export const Right: Story = {
  tags: ['banner-specific'],
  render: (args) => <SortDrawer {...args} />,
  play: async () => {
    const drawer = await workTheDrawer();
    const box = drawer.getBoundingClientRect();
    await expect(box.right).toBe(window.innerWidth);
    await expect(box.width).toBe(Math.min(480, window.innerWidth));
    await expect(box.height).toBe(window.innerHeight);
  },
};

export const Left: Story = {
  args: { side: 'left' },
  render: (args) => <SortDrawer {...args} />,
  play: async () => {
    const drawer = await workTheDrawer();
    const box = drawer.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(Math.min(480, window.innerWidth));
  },
};

export const Bottom: Story = {
  args: { side: 'bottom' },
  render: (args) => <SortDrawer {...args} />,
  play: async () => {
    const drawer = await workTheDrawer();
    const box = drawer.getBoundingClientRect();
    await expect(box.bottom).toBe(window.innerHeight);
    await expect(box.width).toBe(window.innerWidth);
    // The page shows above it; a click there closes it.
    const backdrop = backdropOutside(drawer);
    await expect(backdrop).toBeDefined();
    if (backdrop) await userEvent.click(backdrop);
    await expectClosed('Sort', 'Sort');
    await userEvent.keyboard('{Enter}');
    await settled();
  },
};

export const NonDismissableOutsideClick: Story = {
  args: { side: 'bottom', dismissOnOutsideClick: false },
  render: (args) => <SortDrawer {...args} />,
  play: async () => {
    const drawer = await openWithKeyboard('Sort');
    const backdrop = backdropOutside(drawer);
    await expect(backdrop).toBeDefined();
    if (backdrop) await userEvent.click(backdrop);
    await expect(screen.getByRole('dialog', { name: 'Sort' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectClosed('Sort', 'Sort');
    await userEvent.keyboard(' ');
    await settled();
  },
};

/** A side panel that asks before throwing away changes, as a checkout's payment panel does. */
function EditWithDiscardCheck(props: DrawerContentProps) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [changed, setChanged] = useState(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && changed) setAsking(true);
        else setOpen(next);
        if (next) setChanged(false);
      }}
    >
      <Drawer.Trigger asChild>
        <Button>Edit note</Button>
      </Drawer.Trigger>
      <Drawer.Content {...props}>
        <Drawer.Title>Edit note</Drawer.Title>
        <label className={field}>
          Note
          <input className={input} defaultValue="Leave at the door" onChange={() => setChanged(true)} />
        </label>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          heading="Discard changes?"
          body="If you close now, your changes will not be saved."
          cancelLabel="Keep changes"
          confirmLabel="Discard changes"
          destructive
          onConfirm={() => setOpen(false)}
        />
      </Drawer.Content>
    </Drawer.Root>
  );
}

export const NestedConfirm: Story = {
  render: (args) => <EditWithDiscardCheck {...args} />,
  play: async () => {
    const drawer = await openWithKeyboard('Edit note');
    await userEvent.tab();
    const note = within(drawer).getByRole('textbox', { name: 'Note' });
    await expect(note).toHaveFocus();
    await userEvent.type(note, ' please');
    // Escape with changes asks first; Escape again closes only the question, and focus goes back to the note.
    await userEvent.keyboard('{Escape}');
    await settled();
    const question = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(within(question).getByRole('button', { name: 'Keep changes' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectClosed('Discard changes?', undefined, 'alertdialog');
    await expect(screen.getByRole('dialog', { name: 'Edit note' })).toBeVisible();
    await expect(note).toHaveFocus();
    await expect(note).toHaveValue('Leave at the door please');
    // Asked again, and left open for the screenshot.
    await userEvent.keyboard('{Escape}');
    await settled();
    await expect(screen.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
  },
};

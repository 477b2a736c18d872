import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { centredColumn, field, input, tallPage } from '../stories/overlayStory.css';
import { backdropOutside, expectClosed, openWithKeyboard, settled } from '../stories/overlayStory';
import { Modal, ModalContent, type ModalContentProps } from './Modal';

/** What the stories take: the content's props, and a spy for the footer's main action. */
type StoryArgs = ModalContentProps & { onSave?: () => void };

const meta = {
  title: 'Overlays/Modal',
  component: ModalContent,
  args: { width: 'default', dismissOnOutsideClick: true },
  argTypes: { width: { control: 'inline-radio', options: ['small', 'default', 'wide'] } },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

/** Its width: the named size, or the screen less a 16 px margin each side. */
const expectedWidth = (max: number) => Math.min(max, window.innerWidth - 32);

function EditDetails({ onSave, ...props }: StoryArgs) {
  return (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button>Edit details</Button>
      </Modal.Trigger>
      <Modal.Content {...props}>
        <Modal.Title>Edit details</Modal.Title>
        <Modal.Description>The name other people see on your profile.</Modal.Description>
        <label className={field}>
          Display name
          <input className={input} defaultValue="Sam Rivera" />
        </label>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </Modal.Close>
          <Modal.Close asChild>
            <Button onClick={onSave}>Save</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

export const Default: Story = {
  render: (args) => <EditDetails {...args} />,
  play: async () => {
    const dialog = await openWithKeyboard('Edit details');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Edit details');
    await expect(dialog).toHaveAccessibleDescription('The name other people see on your profile.');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog.offsetWidth).toBe(expectedWidth(500));
    const body = within(dialog);
    // Focus starts on the header's close button, then Tab cycles through the dialog and wraps.
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    for (const name of ['Display name', 'Cancel', 'Save', 'Close']) {
      await userEvent.tab();
      await expect(document.activeElement).toHaveAccessibleName(name);
    }
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectClosed('Edit details', 'Edit details');
    await expect(document.body.style.pointerEvents).toBe('');
    // Left open, settled, for the screenshot.
    await userEvent.keyboard(' ');
    await settled();
    await expect(screen.getByRole('dialog', { name: 'Edit details' })).toBeVisible();
  },
};

export const Small: Story = {
  args: { width: 'small' },
  render: (args) => <EditDetails {...args} />,
  play: async () => {
    const dialog = await openWithKeyboard('Edit details');
    await expect(dialog.offsetWidth).toBe(expectedWidth(400));
    // A click on the dimmed page outside closes it.
    const backdrop = backdropOutside(dialog);
    await expect(backdrop).toBeDefined();
    if (backdrop) await userEvent.click(backdrop);
    await expectClosed('Edit details', 'Edit details');
    await userEvent.keyboard('{Enter}');
    await settled();
  },
};

export const Wide: Story = {
  args: { width: 'wide' },
  render: (args) => (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button>Edit address</Button>
      </Modal.Trigger>
      <Modal.Content {...args}>
        <Modal.Title>Edit address</Modal.Title>
        <label className={field}>
          Street
          <input className={input} defaultValue="12 Harbour Road" autoComplete="street-address" />
        </label>
        <label className={field}>
          City
          <input className={input} defaultValue="Springfield" autoComplete="address-level2" />
        </label>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </Modal.Close>
          <Button>Save address</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async () => {
    const dialog = await openWithKeyboard('Edit address', ' ');
    await expect(dialog.offsetWidth).toBe(expectedWidth(650));
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Street' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveFocus();
  },
};

export const WithFooterActions: Story = {
  tags: ['banner-specific'],
  args: { onSave: fn() },
  render: (args) => <EditDetails {...args} />,
  play: async ({ args }) => {
    const dialog = await openWithKeyboard('Edit details');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    // The main action is last, in reading order as in focus order: right of Cancel, or below it on a phone.
    const [saveBox, cancelBox] = [save.getBoundingClientRect(), cancel.getBoundingClientRect()];
    await expect(saveBox.left > cancelBox.left || saveBox.top > cancelBox.top).toBe(true);
    await expect(save.offsetHeight).toBeGreaterThanOrEqual(44);
    // Shift+Tab from the close button wraps to the last action.
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expectClosed('Edit details', 'Edit details');
    await userEvent.keyboard('{Enter}');
    await settled();
  },
};

const sections = ['Using the service', 'Your account', 'Payments', 'Cancelling', 'Privacy', 'Changes to these terms'];

export const LongContent: Story = {
  render: (args) => (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button>Read the terms</Button>
      </Modal.Trigger>
      <Modal.Content {...args}>
        <Modal.Title>Terms and conditions</Modal.Title>
        {sections.map((heading, index) => (
          <section key={heading}>
            <h3>
              {index + 1}. {heading}
            </h3>
            <p>
              These terms explain what you can expect from us and what we expect from you. Please read them carefully:
              by continuing you agree to them. If something here is unclear, contact us before you go on.
            </p>
            <p>
              We may update this section from time to time. When we do, we tell you in advance and show the date of the
              change at the top of the page, so you can decide whether to keep using the service.
            </p>
          </section>
        ))}
        <Modal.Footer>
          <Modal.Close asChild>
            <Button>I agree</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async () => {
    const dialog = await openWithKeyboard('Read the terms');
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const agree = within(dialog).getByRole('button', { name: 'I agree' });
    // Halfway down, the close button and the footer's action are both still in view.
    dialog.scrollTop = dialog.scrollHeight / 2;
    const box = dialog.getBoundingClientRect();
    await waitFor(() => expect(close.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.top));
    await expect(agree.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom);
    await userEvent.tab({ shift: true });
    await expect(agree).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    dialog.scrollTop = 0;
  },
};

export const NonDismissableOutsideClick: Story = {
  args: { dismissOnOutsideClick: false },
  render: (args) => <EditDetails {...args} />,
  play: async () => {
    const dialog = await openWithKeyboard('Edit details');
    const backdrop = backdropOutside(dialog);
    await expect(backdrop).toBeDefined();
    if (backdrop) await userEvent.click(backdrop);
    await expect(screen.getByRole('dialog', { name: 'Edit details' })).toBeVisible();
    // Escape still closes it.
    await userEvent.keyboard('{Escape}');
    await expectClosed('Edit details', 'Edit details');
    await userEvent.keyboard('{Enter}');
    await settled();
  },
};

export const Nested: Story = {
  render: (args) => (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button>Edit address</Button>
      </Modal.Trigger>
      <Modal.Content {...args}>
        <Modal.Title>Edit address</Modal.Title>
        <Modal.Description>We could not find this address. Check it, or see why.</Modal.Description>
        <Modal.Root>
          <Modal.Trigger asChild>
            <Button variant="secondary">Why?</Button>
          </Modal.Trigger>
          <Modal.Content width="small">
            <Modal.Title>Why we check addresses</Modal.Title>
            <Modal.Description>A checked address reaches you first time.</Modal.Description>
          </Modal.Content>
        </Modal.Root>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async () => {
    await openWithKeyboard('Edit address');
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Why?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await settled();
    await expect(screen.getByRole('dialog', { name: 'Why we check addresses' })).toBeVisible();
    // Escape closes the inner one only; the outer keeps the page inert.
    await userEvent.keyboard('{Escape}');
    await expectClosed('Why we check addresses', 'Why?');
    await expect(screen.getByRole('dialog', { name: 'Edit address' })).toBeVisible();
    await expect(document.body.style.pointerEvents).toBe('none');
    await userEvent.keyboard('{Escape}');
    await expectClosed('Edit address', 'Edit address');
    await expect(document.body.style.pointerEvents).toBe('');
    // Both open again for the screenshot.
    await userEvent.keyboard('{Enter}');
    await settled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await settled();
    await expect(screen.getByRole('dialog', { name: 'Why we check addresses' })).toBeVisible();
  },
};

export const PageDoesNotShift: Story = {
  render: (args) => (
    <div className={tallPage}>
      <div className={centredColumn} data-testid="column">
        <EditDetails {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column');
    const before = column.getBoundingClientRect();
    // 15 px with classic scrollbars (Windows, Linux desktops); 0 where they overlay the page, or where
    // Playwright starts Chromium with --hide-scrollbars (its headless default).
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    await openWithKeyboard('Edit details');
    // The scrollbar is gone while the page is locked, and body's margin makes up its width.
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await expect(document.documentElement.clientWidth).toBe(window.innerWidth);
    await expect(getComputedStyle(document.body).marginRight).toBe(`${scrollbar}px`);
    const after = column.getBoundingClientRect();
    await expect([after.left, after.width]).toEqual([before.left, before.width]);
    await userEvent.keyboard('{Escape}');
    await expectClosed('Edit details', 'Edit details');
    await expect(document.documentElement.clientWidth).toBe(window.innerWidth - scrollbar);
    await expect(column.getBoundingClientRect().left).toBe(before.left);
    await userEvent.keyboard('{Enter}');
    await settled();
  },
};

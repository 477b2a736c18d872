import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { deliveryDraft, draftWithoutContact } from '../../testing/fixtures';
import { openedDialog, PaymentPageStory, type PaymentPageStoryArgs } from '../../testing/paymentPageStoryFrame';

const meta = {
  title: 'Checkout/Payment page/Contact info',
  component: PaymentPageStory,
  args: { orderId: draftWithoutContact.id, navigate: fn(), onOrderPlaced: fn() },
} satisfies Meta<PaymentPageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDrawer = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Info' }));
  return openedDialog(canvasElement, 'Contact Info');
};

/**
 * No contact yet: Place order says 'Phone number is required', 'First name is required' and 'Last
 * name is required' in the block; the drawer says the same of each empty field.
 */
export const ContactErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }));
    const block = within(canvas.getByRole('region', { name: 'Contact Info' }));
    await expect(await block.findByText('Phone number is required')).toBeVisible();
    await expect(block.getByText('First name is required')).toBeVisible();
    await expect(block.getByText('Last name is required')).toBeVisible();
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await drawer.findByText('First name is required')).toBeVisible();
    await expect(drawer.getByText('Last name is required')).toBeVisible();
    await expect(drawer.getByText('Phone number is required')).toBeVisible();
  },
};

/**
 * The phone takes the (###) ###-#### form as it is typed; the SMS opt-in waits for a valid phone;
 * saved, the contact shows the phone ddd-ddd-dddd.
 */
export const PhoneAndSmsOptIn: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const sms = drawer.getByRole('checkbox', { name: 'Text me updates about this order' });
    await expect(sms).toBeDisabled();
    await expect(drawer.getByText('Enter a valid phone number to get text updates.')).toBeVisible();
    await userEvent.type(drawer.getByRole('textbox', { name: 'First Name' }), 'Avery');
    await userEvent.type(drawer.getByRole('textbox', { name: 'Last Name' }), 'Jordan');
    const phone = drawer.getByRole('textbox', { name: /Phone Number/ });
    await userEvent.type(phone, '513555');
    await expect(phone).toHaveValue('(513) 555');
    await expect(sms).toBeDisabled();
    await userEvent.type(phone, '0100');
    await expect(phone).toHaveValue('(513) 555-0100');
    await expect(sms).toBeEnabled();
    await userEvent.click(sms);
    await expect(sms).toBeChecked();
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('513-555-0100')).toBeVisible();
    await expect(canvas.getByText('Avery Jordan')).toBeVisible();
  },
};

/** A name is at most 40 characters: the field takes no more. */
export const NameLimit: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const first = drawer.getByRole('textbox', { name: 'First Name' });
    await userEvent.type(first, 'A'.repeat(45));
    await expect(first).toHaveValue('A'.repeat(40));
  },
};

/** The host's e-mail opt-in shows in the drawer on every banner but those that hide it. */
export const EmailOptIn: Story = {
  args: { orderId: deliveryDraft.id, emailOptIn: { optedIn: false, onChange: fn(async () => undefined) } },
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Email me offers and news' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.emailOptIn?.onChange).toHaveBeenCalledWith(true));
  },
};

/** Harris Teeter hides the e-mail opt-in (§2, §6). */
export const HarrisTeeter: Story = {
  args: { ...EmailOptIn.args, banner: 'harristeeter' },
  globals: { banner: 'harristeeter' },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana');
    await expect(drawer.queryByRole('checkbox', { name: 'Email me offers and news' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

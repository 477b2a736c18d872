import { ToastRegion } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSecureFrameUrl } from '../testing/demoSecureFrame';
import { discover, ebtCard, ebtCardWithBalance, giftCard, preferredVisa, rewardDebitCard } from '../testing/fixtures';
import { walletHandlers, type WalletHandlersOptions } from '../testing/walletHandlers';
import { WalletTestProvider } from '../testing/WalletTestProvider';
import { ebtAvailableDismissedKey } from './useEbtAvailableModal';
import { WalletPage } from './WalletPage';

interface StoryArgs {
  handlerOptions: WalletHandlersOptions;
}

const meta = {
  title: 'Wallet/Wallet page',
  args: { handlerOptions: {} },
  render: ({ handlerOptions }) => (
    <WalletTestProvider handlers={walletHandlers(handlerOptions)}>
      <WalletPage
        settings={{ secureFieldsOrigin: window.location.origin, secureFieldsFrameUrl: demoSecureFrameUrl }}
        onCookiePreferences={() => undefined}
      />
      <ToastRegion duration={Infinity} />
    </WalletTestProvider>
  ),
  // The EBT modal is remembered once dismissed: every story starts from a browser that never saw it.
  beforeEach: () => {
    window.localStorage.removeItem(ebtAvailableDismissedKey);
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards in their groups, 'Gift Cards ($total)', and the legal footer. */
export const Cards: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Gift Cards ($25.00)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Visa ending in 1111' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Accessibility Statement' })).toHaveAttribute(
      'href',
      '/i/terms/accessibility',
    );
  },
};

/** 'Add New Card': the Payment Type, and the page's own name rule. */
export const AddNewCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add New Card' }));
    const form = within(canvas.getByRole('form', { name: 'Add New Card' }));
    await expect(form.getByRole('combobox', { name: /Payment Type/ })).toHaveFocus();
    // The card frame, loaded and sized to its two rows, as the shopper sees it.
    const iframe = await form.findByTitle('Card number, expiration date and CVV');
    await waitFor(() => expect(iframe.getBoundingClientRect().height).toBeGreaterThan(78), { timeout: 5000 });
    await userEvent.type(form.getByRole('textbox', { name: /First Name/ }), 'Mary-Ann');
    await userEvent.tab();
    await expect(await form.findByText('Incorrect format, only letters and spaces are accepted.')).toBeVisible();
  },
};

/** No EBT card yet: 'Online EBT Is Now Available', once. */
export const OnlineEbtAvailable: Story = {
  args: { handlerOptions: { cards: [preferredVisa, discover, giftCard] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Online EBT Is Now Available' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add EBT Card' })).toBeVisible());
  },
};

/** The wallet did not load: 'Something went wrong' with 'Try Again' and 'Back to Cart'. */
export const SomethingWentWrong: Story = {
  args: { handlerOptions: { failures: { getWallet: { status: 500 } } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Something went wrong' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Back to Cart' })).toBeVisible();
  },
};

/** 'Edit Card' opens under its card: month and year after 'Select...', the names, the CVV frame. */
export const EditCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = await canvas.findByRole('button', { name: 'Edit Visa ending in 1111' });
    await userEvent.click(edit);
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = within(canvas.getByRole('form', { name: 'Edit Visa ending in 1111' }));
    await expect(form.getByRole('combobox', { name: /Expiration Month/ })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /First Name/ })).toBeVisible();
    const iframe = await form.findByTitle('CVV');
    await waitFor(() => expect(iframe.closest('[data-state]')?.getAttribute('data-state')).toBe('loaded'), {
      timeout: 5000,
    });
  },
};

/** A reward debit card's form: only 'Make this my preferred card'. */
export const RewardDebitCard: Story = {
  args: { handlerOptions: { cards: [preferredVisa, rewardDebitCard, ebtCardWithBalance] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Mastercard ending in 7777' }));
    const form = within(canvas.getByRole('form', { name: 'Edit Mastercard ending in 7777' }));
    await expect(form.getByRole('checkbox', { name: 'Make this my preferred card' })).not.toBeChecked();
    await expect(form.queryAllByRole('textbox')).toEqual([]);
  },
};

/** The card is not on this account (404 CARD_NOT_FOUND): 'Wrong Account' and 'Okay, I got it!'. */
export const WrongAccount: Story = {
  args: {
    handlerOptions: {
      cards: [preferredVisa, discover, ebtCardWithBalance],
      failures: { deleteCard: { status: 404, code: 'CARD_NOT_FOUND' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Discover ending in 1117' }));
    const confirm = await page.findByRole('alertdialog', { name: 'Deleting Payment' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Card' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Wrong Account' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Okay, I got it!' })).toBeVisible());
    await expect(
      within(dialog).getByText(
        "Card couldn't be found on this account, please make sure you're logged into the right account.",
      ),
    ).toBeVisible();
  },
};

/** Opens the SNAP card's balance check and waits for the PIN widget to load, empty. */
async function openCheckBalance(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: 'Check Balance SNAP EBT card ending in 6789' });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const form = within(await canvas.findByRole('form', { name: 'Check Balance SNAP EBT card ending in 6789' }));
  await waitFor(() => expect(form.getByRole('heading', { name: 'Check Balance' })).toHaveFocus());
  const iframe = (await form.findByTitle('Enter Your SNAP EBT PIN')) as HTMLIFrameElement;
  await waitFor(() => expect(iframe.closest('[data-state]')?.getAttribute('data-state')).toBe('loaded'), {
    timeout: 5000,
  });
  return { form, iframe };
}

/** Types in the demo PIN widget as the shopper would (a Blob URL document of this origin). */
function typePin(iframe: HTMLIFrameElement, pin: string) {
  const field = (iframe.contentDocument as Document).getElementById('pin') as HTMLInputElement;
  field.value = pin;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** 'Check Balance' under the SNAP EBT card: the PIN widget, 'Confirm' and 'Cancel'. */
export const CheckBalance: Story = {
  args: { handlerOptions: { cards: [preferredVisa, ebtCard, giftCard] } },
  play: async ({ canvasElement }) => {
    const { form } = await openCheckBalance(canvasElement);
    await expect(form.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** A wrong PIN (code 893, a wallet-page code): 'Invalid PIN, please try again.', the form kept. */
export const CheckBalanceInvalidPin: Story = {
  args: {
    handlerOptions: {
      cards: [preferredVisa, ebtCard, giftCard],
      failures: { ebtBalance: { status: 402, code: '893' } },
    },
  },
  play: async ({ canvasElement }) => {
    const { form, iframe } = await openCheckBalance(canvasElement);
    typePin(iframe, '9999');
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    await expect(await form.findByText('Invalid PIN, please try again.')).toBeVisible();
    // Cleared for the snapshot: typed bullets do not draw the same way twice.
    typePin(iframe, '');
  },
};

/** The right PIN: the SNAP balance on the card, announced; Check Balance is no longer offered. */
export const CheckBalanceDone: Story = {
  args: { handlerOptions: { cards: [preferredVisa, ebtCard, giftCard], snapBalance: '88.10' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { form, iframe } = await openCheckBalance(canvasElement);
    typePin(iframe, '1234');
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    const snap = within(await canvas.findByRole('list', { name: 'SNAP EBT' }));
    await waitFor(() => expect(snap.getByRole('status')).toHaveTextContent('Balance: $88.10'));
    await expect(canvas.queryByRole('button', { name: /Check Balance/ })).toBeNull();
    await expect(canvas.getByText('SNAP EBT card ending in 6789')).toHaveFocus();
  },
};

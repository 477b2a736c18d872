import { ToastRegion } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSecureFrameUrl } from '../testing/demoSecureFrame';
import { discover, giftCard, preferredVisa } from '../testing/fixtures';
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

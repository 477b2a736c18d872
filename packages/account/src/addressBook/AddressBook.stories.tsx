import { ToastRegion, toast } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, type RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { legacyAddressPaths } from '@aisle/contracts/account';
import { accountHandlers, type AccountHandlersOptions } from '../testing/accountHandlers';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { addressListFailingOnce } from '../testing/addressHandlers';
import { AddressBook } from './AddressBook';

interface StoryArgs {
  handlerOptions: AccountHandlersOptions;
  /** Handlers answered before the account ones. */
  before: RequestHandler[];
  navigate: (href: string) => void;
}

/** Never answers, and the client never times out: the list stays loading. */
const neverAnswers = http.get(`*${legacyAddressPaths.addresses}`, () => delay('infinite'));

const meta = {
  title: 'Account/Address book/Legacy list',
  args: { handlerOptions: {}, before: [], navigate: fn() },
  render: ({ handlerOptions, before, navigate }) => (
    <AccountTestProvider
      handlers={[...before, ...accountHandlers(handlerOptions)]}
      navigation={{ navigate }}
      timeoutMs={2 ** 31 - 1}
    >
      <AddressBook />
      <ToastRegion duration={Infinity} />
    </AccountTestProvider>
  ),
  // The toast store outlives a story; each starts without toasts.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Address Book' });
const card = async (canvasElement: HTMLElement, street: string) => {
  const items = within(await list(canvasElement)).getAllByRole('listitem');
  return items.find((item) => item.textContent?.includes(street)) as HTMLElement;
};

/** The mailing address first, then the others newest first; Tab reaches 'Add new address' then each card's buttons. */
export const Filled: Story = {
  tags: ['banner-specific'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(await list(canvasElement)).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('address')?.firstChild?.textContent)).toEqual([
      '1014 Vine St',
      '100 Queen St W',
      '500 Elm St',
    ]);
    await expect(within(items[0] as HTMLElement).getByText('Mailing Address')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add new address' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenLastCalledWith('/account/address', undefined);
    await userEvent.tab();
    await expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenLastCalledWith('/account/address/addr-1', undefined);
  },
};

/** While the list loads ('in progress'): the heading, the button and a spinner announced as 'Loading addresses'. */
export const Loading: Story = {
  args: { before: [neverAnswers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading addresses'));
  },
};

/** The list failed to load: the §8 message and 'Try again'. */
export const LoadError: Story = {
  args: { handlerOptions: { failures: { legacyAddresses: { status: 400, code: 'CONSTRAINT_VIOLATION_EXCEPTION' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We are having technical difficulties.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The first load fails; 'Try again' loads the list. */
export const LoadErrorThenRetry: Story = {
  args: { before: [addressListFailingOnce('legacy')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(within(await list(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Remove asks in 'Confirm Removal'; Cancel keeps the address, Remove takes it away with a toast. */
export const RemoveFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const remove = within(await card(canvasElement, '500 Elm St')).getByRole('button', { name: 'Remove' });
    await userEvent.click(remove);
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Removal' });
    await expect(dialog).toHaveTextContent('Are your sure you would like to remove this address?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(remove).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('alertdialog', { name: 'Confirm Removal' });
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const removed = await body.findByText('Your address has been removed.');
    await waitFor(() => expect(removed).toBeVisible());
    await waitFor(() => expect(canvasElement.textContent).not.toContain('500 Elm St'));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Address Book' })).toHaveFocus());
  },
};

/** The removal fails (ADDRESS_NOT_FOUND): its message in an Alert, the list kept. */
export const RemoveFailure: Story = {
  args: { handlerOptions: { failures: { legacyRemoveAddress: { status: 404, code: 'ADDRESS_NOT_FOUND' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(await card(canvasElement, '500 Elm St')).getByRole('button', { name: 'Remove' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Removal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not find that address.');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(await list(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** No addresses: the spec is silent, so the newer book's empty-state words say so. */
export const Empty: Story = {
  args: { handlerOptions: { addresses: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your address book is empty. Manage your address for orders and mail communications.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add new address' })).toBeVisible();
  },
};

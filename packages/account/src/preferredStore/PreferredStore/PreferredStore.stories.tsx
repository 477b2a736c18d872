import { toast } from '@aisle/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountMessages as m } from '../../messages';
import { accountHandlers, type AccountHandlersOptions } from '../../testing';
import { ProfileStoryPage } from '../../testing/ProfileStoryPage';
import { PreferredStore } from './PreferredStore';

interface StoryArgs {
  handlerOptions: AccountHandlersOptions;
}

const meta = {
  title: 'Account/Profile/Preferred store',
  args: { handlerOptions: {} },
  beforeEach: () => {
    toast.dismiss();
  },
  render: ({ handlerOptions }) => (
    <ProfileStoryPage handlers={accountHandlers(handlerOptions)}>
      <PreferredStore />
    </ProfileStoryPage>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const section = (canvas: Canvas) => canvas.getByRole('region', { name: m.profilePreferredStoreLabel });
const postalCode = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Postal Code/ });

/** Opens the search from the section's button by keyboard, then searches a postal code with Enter. */
async function search(canvas: Canvas, typed: string, button = m.changeStoreButton) {
  const open = await canvas.findByRole('button', { name: button });
  open.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(postalCode(canvas)).toHaveFocus());
  await userEvent.type(postalCode(canvas), `${typed}{Enter}`);
}

/** The store preferred now, by name, with its address, open status and number. */
export const Current: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await within(section(canvas)).findByRole('heading', { level: 3, name: 'Kroger Vine St' });
    await expect(name).toBeVisible();
    await expect(section(canvas)).toHaveTextContent('Cincinnati, OH 45202');
    await expect(section(canvas)).toHaveTextContent(m.storeOpenNow);
    await expect(canvas.getByRole('button', { name: m.changeStoreButton })).toBeVisible();
  },
};

/** None chosen yet: the section says so and offers 'Choose a Store'. */
export const NoPreferredStore: Story = {
  args: { handlerOptions: { preferredStore: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(m.preferredStoreNone)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.chooseStoreButton })).toBeVisible();
  },
};

/** The search's results: the stores within 500 miles, the current one marked, the others offered. */
export const SearchResults: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, '45202');
    await expect(await canvas.findByText('3 stores found near 45202.')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Stores near 45202' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(m.currentStoreMark);
    await expect(within(list).getAllByRole('button', { name: new RegExp(m.chooseThisStoreButton) })).toHaveLength(2);
  },
};

/** The whole change by keyboard: search, Tab to a store, Enter; the spec's toast, the new store, focus on the heading. */
export const ChangeStore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, '45202');
    const choose = await canvas.findByRole('button', { name: /Kroger Hyde Park Plaza/ });
    for (let presses = 0; presses < 20 && canvasElement.ownerDocument.activeElement !== choose; presses += 1) {
      await userEvent.tab();
    }
    await expect(choose).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const toastText = await within(canvasElement.ownerDocument.body).findByText(
      'Your preferred store was successfully updated.',
    );
    await waitFor(() => expect(toastText).toBeVisible());
    await expect(
      await within(section(canvas)).findByRole('heading', { level: 3, name: 'Kroger Hyde Park Plaza' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: m.profilePreferredStoreLabel })).toHaveFocus(),
    );
  },
};

/** No store within 500 miles: the spec's sentence in place of the list. */
export const NoStoresFound: Story = {
  args: { handlerOptions: { stores: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, '99501');
    await expect(
      await canvas.findByText('No Stores were found within 500 Miles of the entered location!'),
    ).toBeVisible();
    await expect(postalCode(canvas)).toHaveValue('99501');
  },
};

/** The search service fails: the spec's sentence in an alert. */
export const SearchUnavailable: Story = {
  args: { handlerOptions: { failures: { storeLocator: { status: 503, code: 'SERVICE_DOWN' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, '45202');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "We're sorry, the search service is not available right now. Please try your search again later.",
    );
  },
};

/** A postal code the search cannot use is refused under the field, as typed. */
export const InvalidPostalCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, '4520');
    await waitFor(() =>
      expect(postalCode(canvas)).toHaveAccessibleDescription(expect.stringContaining(m.postalCodeInvalid)),
    );
    await expect(postalCode(canvas)).toHaveValue('4520');
    await expect(postalCode(canvas)).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { crossBannerStore, overTheRhine } from '../testing/fixtures';
import { SelectorStory, type SelectorStoryArgs } from '../testing/selectorStoryFrame';

const meta = {
  title: 'Scheduling/Modality selector',
  args: { handlerOptions: {} },
  render: (args) => <SelectorStory {...args} />,
} satisfies Meta<SelectorStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function searchPickup(canvasElement: HTMLElement, zip = '45202') {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Pickup' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP Code' }), zip);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  return canvas;
}

/** V1: 'How are you shopping today?' and the banner's ways to shop (food4less: In Store and Ship only). */
export const Menu: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'How are you shopping today?' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Ways to shop' })).toBeVisible();
  },
};

/** V2: Pickup, Delivery and In Store on tabs; the store search under Pickup. */
export const Tabs: Story = {
  args: { version: 'V2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Pickup', selected: true })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ZIP Code' })).toBeVisible();
  },
};

/** Pickup near 45202: nearest first, distance, open status, the currently-shopping mark. */
export const Stores: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchPickup(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Stores near 45202' })).toBeVisible();
    await expect(canvas.getByText('Currently Shopping')).toBeVisible();
    await expect(canvas.getByText('Closed')).toBeVisible();
  },
};

/** A store of another banner links to that banner's site. */
export const CrossBannerStore: Story = {
  args: { handlerOptions: { stores: [overTheRhine, crossBannerStore] } },
  play: async ({ canvasElement }) => {
    const canvas = await searchPickup(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Shop at Food 4 Less/ })).toBeVisible();
  },
};

/** Fewer than 5 digits: the invalid-postal-code message under the field, what was typed kept. */
export const InvalidZipCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchPickup(canvasElement, '452');
    await expect(canvas.getByText('Please enter a valid 5-digit ZIP code.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('452');
  },
};

/** NO_STORES_FOUND: 'No Stores Are Available'. */
export const NoStores: Story = {
  args: { handlerOptions: { stores: [] } },
  play: async ({ canvasElement }) => {
    const canvas = await searchPickup(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Stores Are Available' })).toBeVisible();
  },
};

/** The options failed: 'sorry, it's not you, it's us' with Try Again. */
export const OptionsFailed: Story = {
  args: { handlerOptions: { failures: { modalityOptions: { status: 503 } } } },
  play: async ({ canvasElement }) => {
    const canvas = await searchPickup(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "sorry, it's not you, it's us" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** In a modal with its close button, the stores found. */
export const InAModal: Story = {
  args: { modal: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'How are you shopping today?' });
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Pickup' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: 'ZIP Code' }), '45202');
    await userEvent.click(inDialog.getByRole('button', { name: 'Search' }));
    await expect(await inDialog.findByRole('region', { name: 'Stores near 45202' })).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

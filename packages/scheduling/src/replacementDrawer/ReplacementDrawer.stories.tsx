import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@aisle/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CartLine } from '../items/cartItems';
import { fujiApples, galaApples, orangeJuice, wholeMilk } from '../testing/productFixtures';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { ReplacementDrawer, type ReplacementDrawerProps } from './ReplacementDrawer';
import type { ExcludedItem } from './replacementRows';
import type { ReplacementSelection } from './replacementSelection';

const cartLines: CartLine[] = [
  { id: 'line-1', gtin13: wholeMilk.gtin13, quantity: 1 },
  { id: 'line-2', gtin13: galaApples.gtin13, quantity: 2 },
  { id: 'line-3', gtin13: orangeJuice.gtin13, quantity: 1 },
];
const gala: ExcludedItem = { gtin13: galaApples.gtin13, quantity: 2, code: 'ITEM_RESTRICTED' };
const juice: ExcludedItem = { gtin13: orangeJuice.gtin13, quantity: 1, code: 'ITEM_RESTRICTED' };

interface StoryArgs extends Pick<ReplacementDrawerProps, 'excludedItems' | 'onContinue'> {
  initialSelections?: ReplacementSelection[];
  handlerOptions?: SchedulingHandlersOptions;
}

/** The host's part: it keeps the replacements chosen and opens the drawer again. */
function DrawerStory({ initialSelections = [], handlerOptions, ...props }: StoryArgs) {
  const [open, setOpen] = useState(true);
  const [selections, setSelections] = useState(initialSelections);
  return (
    <SchedulingTestProvider handlers={schedulingHandlers(handlerOptions)}>
      <Button onClick={() => setOpen(true)}>Review unavailable items</Button>
      <ReplacementDrawer
        {...props}
        open={open}
        onOpenChange={setOpen}
        cartLines={cartLines}
        selections={selections}
        onSelectionsChange={setSelections}
      />
    </SchedulingTestProvider>
  );
}

const meta = {
  title: 'Scheduling/Replacement drawer',
  args: { excludedItems: [gala, juice], onContinue: fn() },
  render: (args) => <DrawerStory {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// The drawer is portalled to <body>, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// The drawer fades in: what it shows is visible once that ends, which a busy machine slows down.
const shown = { timeout: 4000 };

async function findSimilar(canvasElement: HTMLElement, item: string) {
  const body = page(canvasElement);
  const list = await body.findByRole('list', { name: 'Unavailable items' });
  const row = (await within(list).findByText(item)).closest('li') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: /Find Similar Items|Change Replacement/ }));
  return within(await body.findByRole('dialog', { name: 'Select a Replacement' }));
}

/** 'Items Are Unavailable': each item the time cannot include, with its selector. */
export const ItemsAreUnavailable: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Items Are Unavailable' }));
    await expect(await dialog.findAllByText('This item is currently unavailable.')).toHaveLength(2);
    await expect(dialog.getAllByRole('button', { name: 'Find Similar Items' })).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to Payment' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** 'Select a Replacement': the similar items 4 a page; 'Replace Item' with none chosen asks for one. */
export const SelectAReplacement: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findSimilar(canvasElement, 'Gala Apples');
    const group = within(await dialog.findByRole('radiogroup', { name: 'Similar Items' }));
    await expect(group.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(dialog.getByText('Page 2 of 2')).toBeVisible(), shown);
    await userEvent.click(dialog.getByRole('button', { name: 'Replace Item' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please select a similar item first.');
  },
};

/** Choosing Fuji apples for the Gala apples, the only item left out: 'You’re All Set'. */
export const Replaced: Story = {
  args: { excludedItems: [gala] },
  play: async ({ canvasElement }) => {
    const dialog = await findSimilar(canvasElement, 'Gala Apples');
    await userEvent.click(await dialog.findByRole('radio', { name: fujiApples.description }));
    await userEvent.click(dialog.getByRole('button', { name: 'Replace Item' }));
    const allSet = within(await page(canvasElement).findByRole('dialog', { name: 'You’re All Set' }));
    await waitFor(async () => expect(allSet.getByText('Fuji Apples')).toBeVisible(), shown);
    await waitFor(() => expect(allSet.getByRole('button', { name: 'Change Replacement' })).toHaveFocus());
  },
};

/** Nothing like the orange juice: the empty message, and 'No replacements found' back in the list. */
export const NoSimilarItems: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findSimilar(canvasElement, 'Orange Juice');
    await waitFor(async () =>
      expect(
        await dialog.findByText('No similar items were found. Try searching for a replacement instead.'),
      ).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await waitFor(
      async () => expect(await page(canvasElement).findByText('No replacements found')).toBeVisible(),
      shown,
    );
  },
};

/** The lookup failed: its message and 'Try Again', which looks again (and finds them). */
export const SimilarItemsFailed: Story = {
  args: { handlerOptions: { failures: { similarItems: { status: 503, times: 1 } } } },
  play: async ({ canvasElement }) => {
    const dialog = await findSimilar(canvasElement, 'Gala Apples');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'There was a problem retrieving similar items. Please try again.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await waitFor(
      async () => expect(await dialog.findByRole('radiogroup', { name: 'Similar Items' })).toBeVisible(),
      shown,
    );
  },
};

/** Replacements stored earlier (within their 60 minutes): 'You’re All Set' straight away. */
export const AllSet: Story = {
  args: {
    excludedItems: [gala],
    initialSelections: [
      {
        originalLineItemUpc: galaApples.gtin13,
        newLineItemUpc: fujiApples.gtin13,
        newLineItemQuantity: 2,
        previousQuantityValue: 2,
        itemIndex: 1,
        // The test clock reads 2026-11-22 12:00 UTC.
        ttl: '2026-11-22T12:45:00.000Z',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'You’re All Set' }));
    await waitFor(async () => expect(await dialog.findByText('Replacing with')).toBeVisible(), shown);
  },
};

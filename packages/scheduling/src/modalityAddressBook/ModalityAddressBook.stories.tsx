import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ModalitySelector } from '../modalitySelector/ModalitySelector';
import { demoAddresses, olderAddresses } from '../testing/fixtures';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';

interface StoryArgs {
  signedIn: boolean;
  handlerOptions: SchedulingHandlersOptions;
}

const meta = {
  title: 'Scheduling/Modality address book',
  args: { signedIn: true, handlerOptions: {} },
  render: ({ signedIn, handlerOptions }) => (
    <SchedulingTestProvider handlers={schedulingHandlers(handlerOptions)}>
      <div style={{ maxWidth: 640 }}>
        <ModalitySelector signedIn={signedIn} onModalityChange={() => undefined} />
      </div>
    </SchedulingTestProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delivery' }));
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Select Address': the mailing address first and chosen, then the most recently changed, each with Edit. */
export const SelectAddress: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('radiogroup', { name: 'Saved addresses' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All Addresses' })).toBeVisible();
  },
};

/**
 * Five saved addresses: the first three (account spec §9's checkout address picker), then 'Show 2
 * More Addresses', which shows the other two and moves focus to the first of them.
 */
export const MoreThanThreeAddresses: Story = {
  args: { handlerOptions: { addresses: [...demoAddresses, ...olderAddresses] } },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Saved addresses' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Show 2 More Addresses' })).toBeVisible();
  },
};

/** An address no store delivers to: the message next to the button. */
export const NotEligible: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '2201 21st Ave S' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Use This Address' }));
    await expect(await canvas.findByText('The address you entered is not eligible for Delivery.')).toBeVisible();
  },
};

/** No saved address yet: 'Add Address'. */
export const NoAddresses: Story = {
  args: { handlerOptions: { addresses: [] } },
  play: async (context) => {
    await meta.play(context);
    await expect(await within(context.canvasElement).findByRole('button', { name: 'Add Address' })).toBeVisible();
  },
};

/** A visitor: 'You're Not Signed In' and Sign In. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async (context) => {
    await meta.play(context);
    await expect(within(context.canvasElement).getByRole('heading', { name: "You're Not Signed In" })).toBeVisible();
  },
};

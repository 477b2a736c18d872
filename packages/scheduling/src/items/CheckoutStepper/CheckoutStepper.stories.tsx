import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inStoryFrame } from '../../testing/itemStoryFrame';
import { CheckoutStepper } from './CheckoutStepper';

const meta = {
  title: 'Scheduling/Checkout stepper',
  component: CheckoutStepper,
  decorators: [inStoryFrame()],
} satisfies Meta<typeof CheckoutStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On the scheduling page: 'Scheduling' current, 'Payment' not completed. The line between them is
 * 48 px on a phone and 107 px from 768 px.
 */
export const Scheduling: Story = {
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Scheduling, current');
    await expect(steps[1]).toHaveTextContent('Payment, not completed');
  },
};

/** On payment: 'Scheduling' complete (a check), 'Payment' current. */
export const Payment: Story = {
  args: { current: 'payment' },
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('Scheduling, completed');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
  },
};

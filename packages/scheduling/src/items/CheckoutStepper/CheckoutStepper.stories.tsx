import { mediaQueries } from '@aisle/tokens';
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

/** The line between the steps is 48 px wide on a phone and 107 px from 768 px (ambiguity 21): measured. */
async function expectLineWidth(canvasElement: HTMLElement) {
  const line = canvasElement.querySelector('li > span[aria-hidden="true"]') as HTMLElement;
  const expected = matchMedia(mediaQueries.mdUp).matches ? 107 : 48;
  await expect(line.getBoundingClientRect().width).toBe(expected);
}

/**
 * On the scheduling page: 'Scheduling' current, 'Payment' not completed. The line between them is
 * 48 px on a phone (its test runs at 375 px) and 107 px from 768 px.
 */
export const Scheduling: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectLineWidth(canvasElement);
    const steps = within(within(canvasElement).getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Scheduling, current');
    await expect(steps[1]).toHaveTextContent('Payment, not completed');
  },
};

/** On payment: 'Scheduling' complete (a check), 'Payment' current. Its test runs at 768 px: a 107 px line. */
export const Payment: Story = {
  args: { current: 'payment' },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expectLineWidth(canvasElement);
    const steps = within(within(canvasElement).getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('Scheduling, completed');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stepper } from './Stepper';

const threeSteps = [{ label: 'Details' }, { label: 'Delivery' }, { label: 'Payment' }];

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps: threeSteps, current: 1, connector: 'short' },
  argTypes: {
    connector: { control: 'inline-radio', options: ['short', 'long'] },
    current: { control: { type: 'number', min: 0, max: 3 } },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stepper shows progress; it is not a control, so the keyboard passes over it. */
async function expectNotInTabOrder(canvasElement: HTMLElement) {
  await userEvent.tab();
  await expect(canvasElement.contains(document.activeElement)).toBe(false);
  await userEvent.tab({ shift: true });
  await expect(canvasElement.contains(document.activeElement)).toBe(false);
}

const statesRead = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d/, ''));

export const CurrentStep: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(statesRead(canvasElement)).toEqual([
      'Details, completed',
      'Delivery, current',
      'Payment, not completed',
    ]);
    await expectNotInTabOrder(canvasElement);
  },
};

export const FirstStep: Story = {
  args: { current: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await expect(statesRead(canvasElement)).toEqual([
      'Details, current',
      'Delivery, not completed',
      'Payment, not completed',
    ]);
    await expectNotInTabOrder(canvasElement);
  },
};

export const AllComplete: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    for (const item of items) await expect(item).not.toHaveAttribute('aria-current');
    await expect(statesRead(canvasElement)).toEqual([
      'Details, completed',
      'Delivery, completed',
      'Payment, completed',
    ]);
    await expectNotInTabOrder(canvasElement);
  },
};

/** Two steps with the 107 px line, as at the top of checkout. */
export const LongConnector: Story = {
  args: { steps: [{ label: 'Scheduling' }, { label: 'Payment' }], current: 1, connector: 'long' },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('li > [aria-hidden="true"]');
    await expect(line?.getBoundingClientRect().width).toBe(107);
    await expect(within(canvasElement).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await expectNotInTabOrder(canvasElement);
  },
};

export const ShortConnector: Story = {
  args: { steps: [{ label: 'Scheduling' }, { label: 'Payment' }], current: 0, connector: 'short' },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('li > [aria-hidden="true"]');
    await expect(line?.getBoundingClientRect().width).toBe(48);
    await expectNotInTabOrder(canvasElement);
  },
};

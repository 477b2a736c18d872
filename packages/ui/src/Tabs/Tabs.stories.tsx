import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { settled } from '../stories/settled';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'pickup' },
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['banner-specific'],
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="How to receive the order">
        <Tabs.Trigger value="pickup">Pickup</Tabs.Trigger>
        <Tabs.Trigger value="delivery">Delivery</Tabs.Trigger>
        <Tabs.Trigger value="instore">In Store</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="pickup">Collect your order from the store at a time you choose.</Tabs.Content>
      <Tabs.Content value="delivery">We bring your order to your door.</Tabs.Content>
      <Tabs.Content value="instore">Shop the aisles yourself.</Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pickup = canvas.getByRole('tab', { name: 'Pickup' });
    const delivery = canvas.getByRole('tab', { name: 'Delivery' });
    await userEvent.tab();
    await expect(pickup).toHaveFocus();
    await expect(pickup).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    await expect(delivery).toHaveFocus();
    await expect(delivery).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Delivery' })).toHaveTextContent('We bring your order');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'In Store' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(pickup).toHaveFocus();
    // Arrows wrap around the ends.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'In Store' })).toHaveAttribute('aria-selected', 'true');

    // The panel follows its tab in the tab order; Shift+Tab goes back to the selected tab.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'In Store' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('tab', { name: 'In Store' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await settled(canvasElement);
  },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="How to receive the order">
        <Tabs.Trigger value="pickup">Pickup</Tabs.Trigger>
        <Tabs.Trigger value="delivery" disabled>
          Delivery
        </Tabs.Trigger>
        <Tabs.Trigger value="instore">In Store</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="pickup">Collect your order from the store at a time you choose.</Tabs.Content>
      <Tabs.Content value="delivery">We bring your order to your door.</Tabs.Content>
      <Tabs.Content value="instore">Shop the aisles yourself.</Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const inStore = canvas.getByRole('tab', { name: 'In Store' });
    await expect(inStore).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Delivery' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(inStore).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Pickup' })).toHaveFocus();
    await settled(canvasElement);
  },
};

const sections = ['Overview', 'Nutrition', 'Ingredients', 'Allergens', 'Storage', 'Reviews', 'Questions'];

/** More tabs than fit a phone: the list scrolls sideways, and focus brings a tab into view. */
export const ManyTabs: Story = {
  args: { defaultValue: 'Overview' },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Product details">
        {sections.map((section) => (
          <Tabs.Trigger key={section} value={section}>
            {section}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Content key={section} value={section}>
          {section} of the product.
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Product details' });
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Questions' });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await settled(canvasElement);
    // The focused tab is scrolled fully into the list's view, however narrow the screen.
    const [tab, view] = [last.getBoundingClientRect(), list.getBoundingClientRect()];
    await expect(tab.right).toBeLessThanOrEqual(view.right + 1);
    await expect(tab.left).toBeGreaterThanOrEqual(view.left - 1);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await settled(canvasElement);
  },
};

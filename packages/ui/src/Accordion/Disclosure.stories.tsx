import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settled } from '../stories/settled';
import { Disclosure } from './Disclosure';
import { list, stacked } from './Disclosure.stories.css';

const meta = {
  title: 'Navigation/Disclosure',
  component: Disclosure.Root,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Disclosure.Root {...args}>
      <Disclosure.Trigger>Show fee details</Disclosure.Trigger>
      <Disclosure.Content>
        A service fee covers picking and packing. <a href="#fees">Read about fees</a>.
      </Disclosure.Content>
    </Disclosure.Root>
  ),
} satisfies Meta<typeof Disclosure.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Show fee details' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link')).toBeNull();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Read about fees' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await settled(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Show fee details' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Read about fees' })).toHaveFocus();
  },
};

/** The caller owns the state and changes the trigger's words with it. */
export const ShowAllHideAll: Story = {
  render: function ShowAll(args) {
    const [open, setOpen] = useState(false);
    const items = ['Apples', 'Bread', 'Milk', 'Eggs', 'Rice', 'Tea', 'Soap'];
    return (
      <Disclosure.Root
        {...args}
        className={stacked}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
      >
        <ul className={list}>
          {items.slice(0, 5).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Disclosure.Content>
          <ul className={list}>
            {items.slice(5).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Disclosure.Content>
        <Disclosure.Trigger>{open ? 'Hide All Items' : 'Show All Items'}</Disclosure.Trigger>
      </Disclosure.Root>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const trigger = canvas.getByRole('button', { name: 'Hide All Items' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await settled(canvasElement);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show fee details' });
    await expect(trigger).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
  },
};

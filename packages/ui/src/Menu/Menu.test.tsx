import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from '../Drawer';
import { Menu, type MenuItem } from './Menu';

function setup(overrides: Partial<MenuItem>[] = []) {
  const onSelect = { edit: vi.fn(), delete: vi.fn(), preferred: vi.fn() };
  const items: MenuItem[] = [
    { id: 'edit', label: 'Edit', onSelect: onSelect.edit },
    { id: 'delete', label: 'Delete', onSelect: onSelect.delete },
    { id: 'preferred', label: 'Make Preferred', onSelect: onSelect.preferred },
  ].map((item, index) => ({ ...item, ...overrides[index] }));
  render(
    <>
      <p id="card">Visa ending in 1111</p>
      <Menu label="Actions" items={items} contextId="card" />
      <button type="button">After</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Actions Visa ending in 1111' });
  return { onSelect, trigger };
}

const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('given a closed Menu', () => {
  it('is a button named with what it acts on, announcing a menu, with nothing open', () => {
    const { trigger } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it.each([
    ['{Enter}', 'Edit'],
    [' ', 'Edit'],
    ['{ArrowDown}', 'Edit'],
    ['{ArrowUp}', 'Make Preferred'],
  ])('after %s on the trigger, opens with %s focused', async (keys, focused) => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard(keys);
    expect(screen.getByRole('menu', { name: 'Actions Visa ending in 1111' })).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(screen.getByRole('menu').id);
    expect(document.activeElement?.textContent).toBe(focused);
    expect(itemNames()).toEqual(['Edit', 'Delete', 'Make Preferred']);
  });

  it('renders nothing when it has no items', () => {
    render(<Menu label="Actions" items={[]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('given an open Menu', () => {
  it('arrows wrap, Home and End jump, a letter finds its item', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    const focused = () => document.activeElement?.textContent;
    expect(focused()).toBe('Edit');
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe('Make Preferred');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('Edit');
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('Make Preferred');
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe('Edit');
    await userEvent.keyboard('m');
    expect(focused()).toBe('Make Preferred');
    await userEvent.keyboard('d');
    expect(focused()).toBe('Delete');
  });

  it('Enter chooses the item, closes the menu and gives focus back to the trigger', async () => {
    const { trigger, onSelect } = setup();
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect.delete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toBe(document.activeElement);
  });

  it('a click chooses an item', async () => {
    const { trigger, onSelect } = setup();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Make Preferred' }));
    expect(onSelect.preferred).toHaveBeenCalledOnce();
  });

  it('a disabled item is reachable and announced, but choosing it does nothing', async () => {
    const { trigger, onSelect } = setup([{}, { disabled: true }]);
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onSelect.delete).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('Escape closes it back to the trigger; Tab closes it and moves on; a click outside closes it', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toBe(document.activeElement);

    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement?.textContent).toBe('After');

    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('Visa ending in 1111'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('given a Menu inside a Drawer', () => {
  it('Escape closes the menu only; a second Escape closes the drawer', async () => {
    const onOpenChange = vi.fn();
    render(
      <Drawer.Root open onOpenChange={onOpenChange}>
        <Drawer.Content>
          <Drawer.Title>Wallet</Drawer.Title>
          <Menu label="Actions" items={[{ id: 'edit', label: 'Edit', onSelect: () => {} }]} />
        </Drawer.Content>
      </Drawer.Root>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

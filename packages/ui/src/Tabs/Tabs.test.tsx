import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

function ShoppingMethods({ onValueChange = vi.fn() }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="pickup" onValueChange={onValueChange}>
      <Tabs.List aria-label="Shopping method" className="extra">
        <Tabs.Trigger value="pickup">Pickup</Tabs.Trigger>
        <Tabs.Trigger value="delivery">Delivery</Tabs.Trigger>
        <Tabs.Trigger value="ship" disabled>
          Ship
        </Tabs.Trigger>
        <Tabs.Trigger value="instore">In store</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="pickup">Pickup panel</Tabs.Content>
      <Tabs.Content value="delivery">Delivery panel</Tabs.Content>
      <Tabs.Content value="ship">Ship panel</Tabs.Content>
      <Tabs.Content value="instore">In store panel</Tabs.Content>
    </Tabs.Root>
  );
}

describe('given Tabs with a default value', () => {
  it('names the tab list and selects the default tab, showing only its panel', () => {
    render(<ShoppingMethods />);
    const list = screen.getByRole('tablist', { name: 'Shopping method' });
    expect(list.className).toContain('extra');
    expect(screen.getByRole('tab', { name: 'Pickup' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Pickup panel');
  });

  it('after Tab, focuses the selected tab; after Tab again, focuses its panel', async () => {
    render(<ShoppingMethods />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Pickup' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('after ArrowRight, focuses and selects the next tab', async () => {
    const onValueChange = vi.fn();
    render(<ShoppingMethods onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const delivery = screen.getByRole('tab', { name: 'Delivery' });
    expect(document.activeElement).toBe(delivery);
    expect(delivery.getAttribute('aria-selected')).toBe('true');
    expect(onValueChange).toHaveBeenCalledWith('delivery');
  });

  it('after ArrowRight from the tab before a disabled one, skips the disabled tab', async () => {
    render(<ShoppingMethods />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'In store' }));
  });

  it('after End and Home, focuses the last and the first tab', async () => {
    render(<ShoppingMethods />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'In store' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Pickup' }));
  });
});

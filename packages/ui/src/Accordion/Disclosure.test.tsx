import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Disclosure } from './Disclosure';

function Details(props: { defaultOpen?: boolean; open?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <Disclosure.Root {...props}>
      <Disclosure.Trigger>Show details</Disclosure.Trigger>
      <Disclosure.Content>
        <a href="#more">More</a>
      </Disclosure.Content>
    </Disclosure.Root>
  );
}

describe('given a closed Disclosure', () => {
  it('is a button with aria-expanded false that controls the hidden content', () => {
    render(<Details />);
    const trigger = screen.getByRole('button', { name: 'Show details' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(content?.getAttribute('data-state')).toBe('closed');
    expect(content?.getAttribute('role')).toBeNull();
  });

  it('after Enter, opens; after Space, closes again', async () => {
    const onOpenChange = vi.fn();
    render(<Details onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Show details' });
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard(' ');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });
});

describe('given a Disclosure open by default', () => {
  it('shows its content as open', () => {
    render(<Details defaultOpen />);
    const trigger = screen.getByRole('button', { name: 'Show details' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')?.getAttribute('data-state')).toBe(
      'open',
    );
  });
});

describe('given a controlled Disclosure', () => {
  it('after a click, reports the wish and waits for its owner', async () => {
    const onOpenChange = vi.fn();
    render(<Details open={false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('given a Trigger outside a Root', () => {
  it('throws a message that names the missing part', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Disclosure.Trigger>Lost</Disclosure.Trigger>)).toThrow(/inside its Root/);
    vi.restoreAllMocks();
  });
});

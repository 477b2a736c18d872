import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import { CurrencyInput } from './CurrencyInput';

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Tip amount $' });

describe('given a default CurrencyInput', () => {
  it('draws a $ outside the value and asks for digits', () => {
    render(<CurrencyInput label="Tip amount" />);
    expect(field().value).toBe('');
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('$')).toBeTruthy();
  });

  it.each([
    ['1', '0.01', 1],
    ['12', '0.12', 12],
    ['123', '1.23', 123],
    ['12345', '123.45', 12345],
    ['1234567', '12,345.67', 1234567],
    ['1a2b3', '1.23', 123], // letters are ignored
    ['0001', '0.01', 1],
  ])('after typing "%s", shows "%s" and reports %i cents', async (typed, shown, cents) => {
    const onValueChange = vi.fn();
    render(<CurrencyInput label="Tip amount" onValueChange={onValueChange} />);
    await userEvent.type(field(), typed);
    expect(field().value).toBe(shown);
    expect(onValueChange).toHaveBeenLastCalledWith(cents);
  });

  it('after Backspace, drops the last digit, down to empty (null)', async () => {
    const onValueChange = vi.fn();
    render(<CurrencyInput label="Tip amount" onValueChange={onValueChange} />);
    await userEvent.type(field(), '123');
    const seen = [];
    for (let press = 0; press < 3; press += 1) {
      await userEvent.keyboard('{Backspace}');
      seen.push(field().value);
    }
    expect(seen).toEqual(['0.12', '0.01', '']);
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it.each([
    ['12.5', '12.50', 1250],
    ['$1,234.56', '1,234.56', 123456],
    ['7', '7.00', 700],
  ])('after pasting "%s", shows "%s" (%i cents), replacing what was there', async (pasted, shown, cents) => {
    const onValueChange = vi.fn();
    render(<CurrencyInput label="Tip amount" defaultValue={99} onValueChange={onValueChange} />);
    await userEvent.click(field());
    await userEvent.paste(pasted);
    expect(field().value).toBe(shown);
    expect(onValueChange).toHaveBeenLastCalledWith(cents);
  });

  it('after pasting something that is not an amount, keeps the value', async () => {
    const onValueChange = vi.fn();
    render(<CurrencyInput label="Tip amount" defaultValue={500} onValueChange={onValueChange} />);
    await userEvent.click(field());
    await userEvent.paste('twelve');
    expect(field().value).toBe('5.00');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('given a CurrencyInput with a max of $20.00', () => {
  it('refuses a digit that would go past it, and a paste above it', async () => {
    const onValueChange = vi.fn();
    render(<CurrencyInput label="Tip amount" max={2000} onValueChange={onValueChange} />);
    await userEvent.type(field(), '2000');
    expect(field().value).toBe('20.00');
    await userEvent.type(field(), '1');
    expect(field().value).toBe('20.00');
    await userEvent.paste('25');
    expect(field().value).toBe('20.00');
    expect(onValueChange).toHaveBeenLastCalledWith(2000);
  });
});

describe('given a controlled CurrencyInput (Controller-style value and onChange)', () => {
  it('shows the cents it holds, and reports changes', async () => {
    function Controlled() {
      const [cents, setCents] = useState<number | null>(1250);
      return (
        <>
          <CurrencyInput label="Tip amount" value={cents} onValueChange={setCents} />
          <output>{String(cents)}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(field().value).toBe('12.50');
    await userEvent.click(field());
    await userEvent.keyboard('{End}3');
    expect(field().value).toBe('125.03');
    expect(screen.getByRole('status').textContent).toBe('12503');
  });

  it('forwards its ref, name and blur', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    render(<CurrencyInput label="Tip amount" name="tip" ref={ref} onBlur={onBlur} />);
    expect(ref.current).toBe(field());
    expect(field().name).toBe('tip');
    await userEvent.tab();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledOnce();
  });
});

describe('given another currency symbol', () => {
  it('takes it from the messages or the prop', () => {
    const { rerender } = render(
      <MessagesProvider messages={{ currencySymbol: '€' }}>
        <CurrencyInput label="Amount" />
      </MessagesProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount €' })).toBeTruthy();
    rerender(<CurrencyInput label="Amount" currencySymbol="CA$" />);
    expect(screen.getByRole('textbox', { name: 'Amount CA$' })).toBeTruthy();
  });
});

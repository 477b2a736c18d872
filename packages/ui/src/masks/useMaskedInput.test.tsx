import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { digitsOnly, groupDigits } from './digits';
import { useMaskedInput } from './useMaskedInput';

const formatCard = (text: string) => groupDigits(text, [10, 3, 3, 3]);

function Uncontrolled({ onValueChange }: { onValueChange?: (value: string, formatted: string) => void }) {
  const mask = useMaskedInput({ format: formatCard, unformat: digitsOnly, onValueChange });
  // eslint-disable-next-line jsx-a11y/no-autofocus -- the tests start typing straight away
  return <input aria-label="Card number" autoFocus {...mask} />;
}

function Controlled() {
  const [value, setValue] = useState('');
  const mask = useMaskedInput({ format: formatCard, onChange: (event) => setValue(event.target.value) });
  return (
    <>
      <input aria-label="Card number" value={value} {...mask} />
      <output>{value}</output>
    </>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Card number' });

describe('given an uncontrolled input masked 10-3-3-rest', () => {
  it('after typing 19 digits, shows them grouped and reports the digits', async () => {
    const onValueChange = vi.fn();
    render(<Uncontrolled onValueChange={onValueChange} />);
    await userEvent.type(field(), '1234567890123456789');
    expect(field().value).toBe('1234567890-123-456-789');
    expect(onValueChange).toHaveBeenLastCalledWith('1234567890123456789', '1234567890-123-456-789');
  });

  it('after typing letters and too many digits, keeps only the 19 digits', async () => {
    render(<Uncontrolled />);
    await userEvent.type(field(), 'ab12345678901234567890123');
    expect(field().value).toBe('1234567890-123-456-789');
  });

  it('after pasting a spaced number, groups it', async () => {
    render(<Uncontrolled />);
    await userEvent.click(field());
    await userEvent.paste('1234 5678 9012 3456 789');
    expect(field().value).toBe('1234567890-123-456-789');
  });

  it('after Backspace just after a separator, deletes the digit before it', async () => {
    render(<Uncontrolled />);
    await userEvent.type(field(), '12345678901');
    expect(field().value).toBe('1234567890-1');
    field().setSelectionRange(11, 11); // just after the "-"
    await userEvent.keyboard('{Backspace}');
    // The "0" went, not the "-"; the digits close up.
    expect(field().value).toBe('1234567891');
  });

  it('after Backspace at the end, removes the last digit and its separator', async () => {
    render(<Uncontrolled />);
    await userEvent.type(field(), '12345678901{Backspace}');
    expect(field().value).toBe('1234567890');
  });

  it('after typing in the middle, keeps the caret after the typed digit', async () => {
    render(<Uncontrolled />);
    await userEvent.type(field(), '1234567890123');
    field().setSelectionRange(2, 2);
    await userEvent.keyboard('9');
    expect(field().value).toBe('1293456789-012-3');
    expect(field().selectionStart).toBe(3);
  });
});

describe('given a controlled input masked 10-3-3-rest', () => {
  it('after typing, the state holds the formatted text', async () => {
    render(<Controlled />);
    await userEvent.type(field(), '12345678901234');
    expect(field().value).toBe('1234567890-123-4');
    expect(screen.getByRole('status').textContent).toBe('1234567890-123-4');
  });
});

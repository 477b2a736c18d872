import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import { TextField } from './TextField';

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

/** The shape of react-hook-form's `register(name)`: a ref callback, name, onChange and onBlur. */
function fakeRegister(name: string, defaultValue = '') {
  const form = { value: defaultValue, touched: false, element: null as HTMLInputElement | null };
  return {
    form,
    props: {
      name,
      ref: (element: HTMLInputElement | null) => {
        form.element = element;
        if (element && form.value) element.value = form.value; // as react-hook-form applies defaultValues
      },
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        form.value = event.target.value;
      },
      onBlur: async (_event: FocusEvent<HTMLInputElement>) => {
        form.touched = true;
      },
    },
  };
}

describe('given a default TextField', () => {
  it('is a textbox named by its visible label', () => {
    render(<TextField label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('after typing, calls onChange with what was typed', async () => {
    const onChange = vi.fn((event: ChangeEvent<HTMLInputElement>) => event.target.value);
    render(<TextField label="Email" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'a@b.co');
    expect(onChange).toHaveLastReturnedWith('a@b.co');
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Email" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });

  it('passes name, autoComplete, disabled and readOnly through', () => {
    render(<TextField label="Street address" name="line1" autoComplete="address-line1" readOnly />);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('name')).toBe('line1');
    expect(input.getAttribute('autocomplete')).toBe('address-line1');
    expect(input.hasAttribute('readonly')).toBe(true);
  });
});

describe('given a TextField with a hint and an error', () => {
  it('describes the input with the hint, then the error, and marks it invalid', () => {
    render(<TextField label="Email" hint="For your receipt" error="Enter an email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(description(input)).toBe('For your receipt | Enter an email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('given error={true}, is invalid without showing a message', () => {
    render(<TextField label="Email" error />);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('given a required TextField', () => {
  it('is required once: the attribute on the input, the visible word hidden from the name', () => {
    render(<TextField label="City" required />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByText('required').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the overriding word from the provider or the prop', () => {
    const { rerender } = render(
      <MessagesProvider messages={{ required: 'obligatoire' }}>
        <TextField label="Ville" required />
      </MessagesProvider>,
    );
    expect(screen.getByText('obligatoire')).toBeTruthy();
    rerender(<TextField label="Ville" required requiredLabel="must" />);
    expect(screen.getByText('must')).toBeTruthy();
  });
});

describe('given a TextField with a character limit of 10', () => {
  it('shows the count and reads it as part of the description', async () => {
    render(<TextField label="Promo code" characterLimit={10} />);
    const input = screen.getByRole('textbox');
    expect(description(input)).toBe('0 of 10 characters');
    await userEvent.type(input, 'SAVE');
    expect(description(input)).toBe('4 of 10 characters');
  });

  it('does not stop typing past the limit', async () => {
    render(<TextField label="Promo code" characterLimit={3} />);
    await userEvent.type(screen.getByRole('textbox'), 'ABCDE');
    expect(screen.getByText('5 of 3 characters')).toBeTruthy();
  });

  it('after typing pauses near the limit, announces the count once, politely', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<TextField label="Promo code" characterLimit={10} />);
      const status = screen.getByRole('status');
      await userEvent.type(screen.getByRole('textbox'), 'ABC');
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(status.textContent).toBe(''); // far from the limit: silent
      await userEvent.type(screen.getByRole('textbox'), 'DEFGH');
      expect(status.textContent).toBe(''); // still typing
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(status.textContent).toBe('8 of 10 characters');
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a controlled value', () => {
    render(<TextField label="Promo code" characterLimit={10} value="ABCDEFGHIJK" onChange={() => {}} />);
    expect(screen.getByText('11 of 10 characters')).toBeTruthy();
  });
});

describe('given a search TextField', () => {
  it('takes at most 125 characters unless told otherwise; other types have no limit of their own', async () => {
    render(
      <>
        <TextField label="Search products" type="search" />
        <TextField label="Search orders" type="search" maxLength={40} />
        <TextField label="Notes" />
      </>,
    );
    const products = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search products' });
    expect(products.maxLength).toBe(125);
    await userEvent.click(products);
    await userEvent.paste('a'.repeat(130));
    expect(products.value).toHaveLength(125);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search orders' }).maxLength).toBe(40);
    expect(screen.getByRole('textbox', { name: 'Notes' }).hasAttribute('maxlength')).toBe(false);
  });
});

describe('given a TextField with a prefix', () => {
  it('draws it but keeps it out of the value, and reads it after the label', async () => {
    render(<TextField label="Amount" prefix="$" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount $' });
    await userEvent.type(input, '5');
    expect(input.value).toBe('5');
  });
});

describe('given react-hook-form-style register props', () => {
  it('gets the ref, the name, every change and the blur', async () => {
    const { form, props } = fakeRegister('email');
    render(
      <>
        <TextField label="Email" {...props} />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(form.element).toBe(input);
    expect(input.getAttribute('name')).toBe('email');
    await userEvent.type(input, 'a@b.co');
    expect(form.value).toBe('a@b.co');
    await userEvent.tab();
    expect(form.touched).toBe(true);
  });

  it('counts a default value set through the ref', () => {
    const { props } = fakeRegister('code', 'SPRING');
    render(<TextField label="Promo code" characterLimit={10} {...props} />);
    expect(screen.getByText('6 of 10 characters')).toBeTruthy();
  });
});

describe('given a Controller-style value and onChange pair', () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return (
      <>
        <TextField label="City" value={value} onChange={(event) => setValue(event.target.value.toUpperCase())} />
        <output>{value}</output>
      </>
    );
  }

  it('shows what the state holds', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox'), 'york');
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('YORK');
    expect(screen.getByRole('status').textContent).toBe('YORK');
  });
});

describe('given two TextFields', () => {
  it('gives each its own ids, and keeps an id it is given', () => {
    render(
      <>
        <TextField label="First name" hint="As on your card" />
        <TextField label="Last name" hint="As on your card" id="last" />
      </>,
    );
    const [first, last] = screen.getAllByRole('textbox');
    expect(first?.id).not.toBe(last?.id);
    expect(last?.id).toBe('last');
    expect(first?.getAttribute('aria-describedby')).not.toBe(last?.getAttribute('aria-describedby'));
  });
});

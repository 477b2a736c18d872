import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import { DateInput } from './DateInput';
import { parseDateInput } from './dateText';

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Date of birth' });

describe('given a default DateInput', () => {
  it('is a numeric text input, hinted with the format', () => {
    render(<DateInput label="Date of birth" />);
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(field().type).toBe('text');
    expect(document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent).toBe('MM/DD/YYYY');
  });

  it.each([
    ['03141990', '03/14/1990'],
    ['3/4/1990', '03/04/1990'],
    ['03a14b1990', '03/14/1990'],
    ['0314199012', '03/14/1990'],
  ])('after typing "%s", shows "%s"', async (typed, shown) => {
    const onValueChange = vi.fn();
    render(<DateInput label="Date of birth" onValueChange={onValueChange} />);
    await userEvent.type(field(), typed);
    expect(field().value).toBe(shown);
    expect(onValueChange).toHaveBeenLastCalledWith(shown);
  });

  it('after pasting a date, formats it', async () => {
    render(<DateInput label="Date of birth" />);
    await userEvent.click(field());
    await userEvent.paste('3/14/1990');
    expect(field().value).toBe('03/14/1990');
  });

  it('after Backspace from the end, steps back one character at a time and never gets stuck', async () => {
    render(<DateInput label="Date of birth" />);
    await userEvent.type(field(), '031');
    const seen = [field().value];
    for (let press = 0; press < 4; press += 1) {
      await userEvent.keyboard('{Backspace}');
      seen.push(field().value);
    }
    expect(seen).toEqual(['03/1', '03/', '03', '0', '']);
  });

  it('after Backspace just after a slash with digits behind it, removes the digit before the slash', async () => {
    render(<DateInput label="Date of birth" />);
    await userEvent.type(field(), '03141990');
    field().setSelectionRange(3, 3); // "03/|14/1990"
    await userEvent.keyboard('{Backspace}');
    // The "3" goes (rather than the slash, which the format would put straight back); the
    // remaining slashes still separate what was typed.
    expect(field().value).toBe('01/04/1990');
    expect(field().selectionStart).toBe(1);
  });

  it('gives its own hint instead of the format when told', () => {
    render(<DateInput label="Date of birth" hint="For example, 03/14/1990" />);
    expect(screen.getByText('For example, 03/14/1990')).toBeTruthy();
    expect(screen.queryByText('MM/DD/YYYY')).toBeNull();
  });
});

describe('the date words a DateInput has of its own', () => {
  it("shows the placeholder 'mm/dd/yyyy' and the title 'Please enter a date', unless given others", () => {
    render(
      <>
        <DateInput label="Date of birth" />
        <DateInput label="Delivery date" placeholder="e.g. 03/14/2026" title="The day to deliver" />
      </>,
    );
    expect(field().placeholder).toBe('mm/dd/yyyy');
    expect(field().title).toBe('Please enter a date');
    const own = screen.getByRole<HTMLInputElement>('textbox', { name: 'Delivery date' });
    expect(own.placeholder).toBe('e.g. 03/14/2026');
    expect(own.title).toBe('The day to deliver');
  });

  it("says 'A valid date input is required.' while a required one has no real date, typed or given", async () => {
    const { rerender } = render(<DateInput label="Date of birth" required />);
    expect(field().checkValidity()).toBe(false);
    expect(field().validationMessage).toBe('A valid date input is required.');
    await userEvent.type(field(), '02301990');
    expect(field().validationMessage).toBe('A valid date input is required.');
    await userEvent.clear(field());
    await userEvent.type(field(), '03141990');
    expect(field().checkValidity()).toBe(true);
    expect(field().validationMessage).toBe('');

    rerender(<DateInput label="Date of birth" required value="02/29/2023" />);
    expect(field().validationMessage).toBe('A valid date input is required.');
    rerender(<DateInput label="Date of birth" value="02/29/2023" />);
    expect(field().checkValidity()).toBe(true);
  });

  it('takes its words from the message table', () => {
    render(
      <MessagesProvider
        messages={{ datePlaceholder: 'jj/mm/aaaa', dateTitle: 'Entrez une date', dateRequired: 'Date requise.' }}
      >
        <DateInput label="Date of birth" required />
      </MessagesProvider>,
    );
    expect(field().placeholder).toBe('jj/mm/aaaa');
    expect(field().title).toBe('Entrez une date');
    expect(field().validationMessage).toBe('Date requise.');
  });
});

describe('given react-hook-form-style register props', () => {
  it('gets the formatted text in onChange, the ref and the blur', async () => {
    const form = { value: '', blurred: false };
    const ref = createRef<HTMLInputElement>();
    render(
      <DateInput
        label="Date of birth"
        name="dateOfBirth"
        ref={ref}
        onChange={(event: ChangeEvent<HTMLInputElement>) => (form.value = event.target.value)}
        onBlur={() => (form.blurred = true)}
      />,
    );
    expect(ref.current).toBe(field());
    await userEvent.type(field(), '12311999');
    await userEvent.tab();
    expect(form).toEqual({ value: '12/31/1999', blurred: true });
    expect(parseDateInput(form.value)).toEqual({ year: 1999, month: 12, day: 31 });
  });
});

describe('given a controlled DateInput', () => {
  it('shows the state formatted and keeps it in step', async () => {
    function Controlled() {
      const [value, setValue] = useState('1990-03-14');
      return <DateInput label="Date of birth" value={value} onValueChange={setValue} />;
    }
    render(<Controlled />);
    expect(field().value).toBe('03/14/1990');
    await userEvent.clear(field());
    await userEvent.type(field(), '0101');
    expect(field().value).toBe('01/01');
  });
});

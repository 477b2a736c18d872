import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('given a default Checkbox', () => {
  it('is a native checkbox named by its label', () => {
    render(<Checkbox label="Make this my mailing address" />);
    expect(box('Make this my mailing address').checked).toBe(false);
  });

  it('after Space with keyboard focus, or a click on the label, toggles', async () => {
    const onChange = vi.fn((event: ChangeEvent<HTMLInputElement>) => event.target.checked);
    render(<Checkbox label="Make this my mailing address" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveLastReturnedWith(true);
    await userEvent.click(screen.getByText('Make this my mailing address'));
    expect(onChange).toHaveLastReturnedWith(false);
  });

  it('forwards its ref and passes name through', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox label="Save card" name="save" ref={ref} />);
    expect(ref.current).toBe(box('Save card'));
    expect(ref.current?.name).toBe('save');
  });
});

describe('given a required Checkbox with a hint and an error', () => {
  it('is required, described by hint then error, and invalid', () => {
    render(<Checkbox label="I agree to the terms" hint="You can read them first" error="Agree to continue" required />);
    const input = box('I agree to the terms');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'You can read them first',
      'Agree to continue',
    ]);
  });
});

describe('given an indeterminate Checkbox', () => {
  it('is mixed until clicked, then checked', async () => {
    function Parent() {
      const [state, setState] = useState<'mixed' | boolean>('mixed');
      return (
        <Checkbox
          label="Select all"
          indeterminate={state === 'mixed'}
          checked={state === true}
          onChange={(event) => setState(event.target.checked)}
        />
      );
    }
    render(<Parent />);
    expect(box('Select all').indeterminate).toBe(true);
    await userEvent.click(box('Select all'));
    expect(box('Select all').indeterminate).toBe(false);
    expect(box('Select all').checked).toBe(true);
  });
});

describe('given a read-only Checkbox', () => {
  it('stays focusable and announced read-only, and ignores clicks and Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Save card" defaultChecked readOnly onChange={onChange} />);
    const input = box('Save card');
    expect(input.getAttribute('aria-readonly')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard(' ');
    await userEvent.click(input);
    expect(input.checked).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('given a disabled Checkbox', () => {
  it('cannot be focused or toggled', async () => {
    render(<Checkbox label="Save card" disabled />);
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(box('Save card'));
    expect(box('Save card').checked).toBe(false);
  });
});

describe('given react-hook-form-style register props', () => {
  it('gets the ref, the checked state on change, and the blur', async () => {
    const form = { checked: false, blurred: false, element: null as HTMLInputElement | null };
    render(
      <Checkbox
        label="Save card"
        name="save"
        ref={(element) => {
          form.element = element;
        }}
        onChange={(event) => (form.checked = event.target.checked)}
        onBlur={() => (form.blurred = true)}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    expect(form).toEqual({ checked: true, blurred: true, element: box('Save card') });
  });
});

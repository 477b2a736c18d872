import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const months = Array.from({ length: 12 }, (_, index) => {
  const value = String(index + 1).padStart(2, '0');
  return { value, label: value };
});
const provinces = [
  { value: 'AB', label: 'Alberta' },
  { value: 'BC', label: 'British Columbia' },
  { value: 'NU', label: 'Nunavut', disabled: true },
];

describe('given a Select with options and a placeholder', () => {
  it('is a combobox named by its label, starting on the empty placeholder', () => {
    render(<Select label="Province" options={provinces} placeholder="Select a province" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Province' });
    expect(select.value).toBe('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a province',
      'Alberta',
      'British Columbia',
      'Nunavut',
    ]);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Nunavut' }).disabled).toBe(true);
  });

  it('after choosing an option, calls onChange with its value', async () => {
    const onChange = vi.fn((event: ChangeEvent<HTMLSelectElement>) => event.target.value);
    render(<Select label="Province" options={provinces} placeholder="Select a province" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'BC');
    expect(onChange).toHaveLastReturnedWith('BC');
  });

  it('given required and nothing chosen, is invalid to the browser', () => {
    render(<Select label="Province" options={provinces} placeholder="Select a province" required />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Province' });
    expect(select.required).toBe(true);
    expect(select.checkValidity()).toBe(false);
  });
});

describe('given a Select with option children', () => {
  it('renders them after the placeholder', () => {
    render(
      <Select label="Expiration month" placeholder="Select..." defaultValue="06">
        {months.map((month) => (
          <option key={month.value} value={month.value}>
            {month.label}
          </option>
        ))}
      </Select>,
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('06');
    expect(screen.getAllByRole('option')).toHaveLength(13);
  });
});

describe('given a Select with a hint and an error', () => {
  it('is described by both and marked invalid', () => {
    render(<Select label="Province" options={provinces} hint="Where you live" error="Select a province" />);
    const select = screen.getByRole('combobox');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const ids = select.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Where you live', 'Select a province']);
  });
});

describe('given react-hook-form-style register props and a controlled pair', () => {
  it('hands over the ref, name, change and blur', async () => {
    const form = { value: '', blurred: false };
    const ref = createRef<HTMLSelectElement>();
    render(
      <Select
        label="Province"
        options={provinces}
        placeholder="Select a province"
        name="province"
        ref={ref}
        onChange={(event) => (form.value = event.target.value)}
        onBlur={() => (form.blurred = true)}
      />,
    );
    const select = screen.getByRole('combobox');
    expect(ref.current).toBe(select);
    await userEvent.selectOptions(select, 'AB');
    await userEvent.tab();
    expect(form).toEqual({ value: 'AB', blurred: true });
  });

  it('shows the controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('BC');
      return (
        <Select label="Province" options={provinces} value={value} onChange={(event) => setValue(event.target.value)} />
      );
    }
    render(<Controlled />);
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect(select.value).toBe('BC');
    await userEvent.selectOptions(select, 'AB');
    expect(select.value).toBe('AB');
  });
});

describe('given a disabled Select', () => {
  it('cannot be focused', async () => {
    render(<Select label="Province" options={provinces} disabled />);
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });
});

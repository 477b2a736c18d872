import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './Field';

function Notes({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <Field label="Notes" hint="For the driver" error={error} characterLimit={20} characterCount={value.length} required>
      {(control) => <textarea {...control} value={value} onChange={(event) => setValue(event.target.value)} />}
    </Field>
  );
}

const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('given a Field around a custom control', () => {
  it('labels the control and describes it with hint, error and count, in that order', () => {
    render(<Notes error="Too vague" />);
    const control = screen.getByRole('textbox', { name: 'Notes' });
    expect(described(control)).toEqual(['For the driver', 'Too vague', '0 of 20 characters']);
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.hasAttribute('required')).toBe(true);
  });

  it('after typing, updates the count it is given', async () => {
    render(<Notes />);
    await userEvent.type(screen.getByRole('textbox'), 'Gate 4');
    expect(screen.getByText('6 of 20 characters')).toBeTruthy();
  });

  it('hands the render function every id, for controls that label themselves differently', () => {
    const children = vi.fn(() => null);
    render(
      <Field label="Card number" id="card">
        {children}
      </Field>,
    );
    expect(children).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'card', 'aria-describedby': undefined, 'aria-invalid': undefined }),
      expect.objectContaining({ control: 'card', label: expect.any(String) }),
    );
  });
});

describe('given a Field without a label', () => {
  it('warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Field label="">{(control) => <input {...control} />}</Field>);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('needs a visible label'));
    warn.mockRestore();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Radio } from './Radio';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

function Contact(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup legend="Contact method" {...props}>
      <Radio value="email" label="Email" />
      <Radio value="phone" label="Phone" hint="We call between 9 and 5" />
      <Radio value="post" label="Post" />
    </RadioGroup>
  );
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('given a default RadioGroup', () => {
  it('is a radio group named by its legend, whose radios share one name', () => {
    render(<Contact />);
    const group = screen.getByRole('radiogroup', { name: 'Contact method' });
    const names = new Set(screen.getAllByRole<HTMLInputElement>('radio').map((input) => input.name));
    expect(group.tagName).toBe('FIELDSET');
    expect(names.size).toBe(1);
    expect([...names][0]).not.toBe('');
  });

  it('after Tab and the arrow keys, moves the choice and reports each value', async () => {
    const onValueChange = vi.fn();
    render(<Contact onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(radio('Email'));
    await userEvent.keyboard('{ArrowDown}');
    expect(radio('Phone').checked).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    expect(radio('Post').checked).toBe(true);
    await userEvent.keyboard('{ArrowUp}');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['phone', 'post', 'phone']);
  });

  it('describes a radio with its own hint', () => {
    render(<Contact />);
    expect(descriptionOf(radio('Phone'))).toEqual(['We call between 9 and 5']);
  });
});

describe('given a RadioGroup with a default value', () => {
  it('starts with that radio checked, and Tab lands on it', async () => {
    render(<Contact defaultValue="phone" />);
    expect(radio('Phone').checked).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(radio('Phone'));
  });
});

describe('given a controlled RadioGroup', () => {
  it('shows the value it is given, and null as none', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>(null);
      return <Contact value={value} onValueChange={setValue} />;
    }
    render(<Controlled />);
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((input) => input.checked)).toBe(false);
    await userEvent.click(radio('Post'));
    expect(radio('Post').checked).toBe(true);
  });

  it('keeps its value when the parent does not change it', async () => {
    render(<Contact value="email" onValueChange={() => {}} />);
    await userEvent.click(radio('Post'));
    expect(radio('Email').checked).toBe(true);
  });
});

describe('given a required RadioGroup with a hint and an error', () => {
  it('puts required, invalid and the description on the group, not on every radio', () => {
    render(<Contact required hint="How we reach you" error="Choose a contact method" />);
    const group = screen.getByRole('radiogroup', { name: 'Contact method' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(group)).toEqual(['How we reach you', 'Choose a contact method']);
    expect(radio('Email').hasAttribute('required')).toBe(false);
    expect(radio('Email').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('given a disabled or read-only RadioGroup', () => {
  it('disabled: no radio can be focused', async () => {
    render(<Contact disabled defaultValue="email" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  // That the browser puts the previous radio back is shown by the ReadOnly story in Chromium.
  it('read-only: focusable, announced read-only, and reports no change', async () => {
    const onValueChange = vi.fn();
    render(<Contact readOnly defaultValue="email" onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup').getAttribute('aria-readonly')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(radio('Email'));
    await userEvent.click(radio('Post'));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('given react-hook-form-style register props spread on each Radio', () => {
  it('their name, ref, change and blur win over the group', async () => {
    const form = { value: '', blurred: false, elements: [] as HTMLInputElement[] };
    const register = {
      name: 'contact',
      ref: (element: HTMLInputElement | null) => {
        if (element) form.elements.push(element);
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.value = event.target.value;
      },
      onBlur: () => {
        form.blurred = true;
      },
    };
    render(
      <RadioGroup legend="Contact method">
        <Radio value="email" label="Email" {...register} />
        <Radio value="phone" label="Phone" {...register} />
      </RadioGroup>,
    );
    expect(radio('Email').name).toBe('contact');
    expect(form.elements).toHaveLength(2);
    await userEvent.click(radio('Phone'));
    await userEvent.tab();
    expect(form.value).toBe('phone');
    expect(form.blurred).toBe(true);
  });
});

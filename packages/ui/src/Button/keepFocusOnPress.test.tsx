import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { keepFocusOnPress } from './keepFocusOnPress';

describe('keepFocusOnPress', () => {
  it('leaves focus in the field while the button is pressed, and the click still comes', () => {
    const onClick = vi.fn();
    render(
      <>
        <input aria-label="Postal Code" />
        <Button onMouseDown={keepFocusOnPress} onClick={onClick}>
          Save
        </Button>
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Postal Code' });
    field.focus();
    const button = screen.getByRole('button', { name: 'Save' });
    // The press's default (moving focus to the button, so blurring the field) is what it prevents.
    expect(fireEvent.mouseDown(button)).toBe(false);
    fireEvent.click(button);
    expect(document.activeElement).toBe(field);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

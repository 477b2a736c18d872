import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('given an IconButton', () => {
  it('is named by its label and hides the icon from assistive technology', () => {
    render(<IconButton label="Close" icon={<svg data-testid="icon" />} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(button.textContent).toBe('');
  });

  it('after a click, calls onClick', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Close" icon="×" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('given a server without a DOM', () => {
  it('renders every TextField state without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <TextField label="Email" type="email" />
        <TextField label="City" hint="Town or city" error="Enter a city" required />
        <TextField label="Promo code" characterLimit={10} defaultValue="SPRING" disabled />
        <TextField label="Amount" prefix="$" readOnly value="1.00" />
      </>,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('6 of 10 characters');
    expect(html).toContain('--');
  });
});

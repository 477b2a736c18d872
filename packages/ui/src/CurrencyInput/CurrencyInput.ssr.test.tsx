// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CurrencyInput } from './CurrencyInput';

describe('given a server without a DOM', () => {
  it('renders every CurrencyInput state without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <CurrencyInput label="Tip amount" />
        <CurrencyInput label="Tip amount" defaultValue={1250} hint="Up to $50.00" />
        <CurrencyInput label="Amount" value={null} error="Amount is required" required disabled />
      </>,
    );
    expect(html).toContain('value="12.50"');
    expect(html).toContain('>$</span>');
  });
});

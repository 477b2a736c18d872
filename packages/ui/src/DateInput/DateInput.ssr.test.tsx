// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DateInput } from './DateInput';

describe('given a server without a DOM', () => {
  it('renders every DateInput state without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <DateInput label="Date of birth" defaultValue="3/4/1990" />
        <DateInput label="Date of birth" value="" error="Please enter a valid date." required disabled />
      </>,
    );
    expect(html).toContain('value="03/04/1990"');
    expect(html).toContain('MM/DD/YYYY');
    expect(html).toContain('inputMode="numeric"');
  });
});

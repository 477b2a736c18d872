// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('given a server without a DOM', () => {
  it('renders a waiting Spinner as an empty status box without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<Spinner />);
    expect(html).toContain('role="status"');
    expect(html).toContain('data-state="waiting"');
    expect(html).not.toContain('Loading');
  });

  it('renders a Spinner with delay 0 with its label', () => {
    const html = renderToString(<Spinner delay={0} size="large" label="Loading addresses" />);
    expect(html).toContain('data-state="visible"');
    expect(html).toContain('Loading addresses');
  });
});

// @vitest-environment node
import { TestStorefrontProvider } from '@aisle/core/testing';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SimpleCheckoutLayout } from './SimpleCheckoutLayout';

describe('given a server without a DOM', () => {
  it('renders the layout whole, with Google’s maps link, touching neither navigator nor the title', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <TestStorefrontProvider handlers={[]}>
        <SimpleCheckoutLayout step="payment" destination={{ latitude: 39.1073, longitude: -84.5133 }}>
          <h1>Payment details</h1>
        </SimpleCheckoutLayout>
      </TestStorefrontProvider>,
    );
    expect(html).toMatch(/<a[^>]*href="\/cart"[^>]*>.*Back<\/a>/);
    expect(html).toContain('alt="Kroger"');
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=39.1073,-84.5133"');
    expect(html).toMatch(/<main[^>]*><h1>Payment details<\/h1><\/main>/);
  });
});

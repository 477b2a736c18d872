// @vitest-environment node
import { StorefrontProvider } from '@aisle/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeliveryDayCarousel } from './DeliveryDayCarousel';

describe('given a server without a DOM', () => {
  it('renders the seven days from the storefront clock, touching no window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider
        banner="kroger"
        services="https://api.test"
        auth={{ getToken: () => null }}
        now={() => new Date('2026-11-22T12:00:00Z')}
      >
        <DeliveryDayCarousel
          days={[{ date: '2026-11-23', available: true, cost: 3 }]}
          value="2026-11-23"
          onChange={() => undefined}
        />
      </StorefrontProvider>,
    );
    expect(html).toContain('aria-label="Choose a delivery day"');
    expect(html.match(/<button type="button" class="[^"]*" aria-pressed/g)).toHaveLength(7);
    expect(html).toContain('<span>Today</span>');
    expect(html).toContain('<span>Sat 11/28</span>');
    expect(html).toMatch(/aria-pressed="true"[^>]*><span>Mon 11\/23<\/span>/);
    expect(html).toContain('Unavailable');
  });
});

import { TestStorefrontProvider } from '@aisle/core/testing';
import { render, screen, within } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimpleCheckoutLayout, type SimpleCheckoutLayoutProps } from './SimpleCheckoutLayout';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const vineStreet = { latitude: 39.1073, longitude: -84.5133 };

const page = (props: Partial<SimpleCheckoutLayoutProps> = {}): ReactNode => (
  <TestStorefrontProvider handlers={[]}>
    <SimpleCheckoutLayout step="payment" {...props}>
      <h1>Payment details</h1>
    </SimpleCheckoutLayout>
  </TestStorefrontProvider>
);

const links = () => within(screen.getByRole('navigation', { name: 'Checkout links' }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('given the payment step', () => {
  it("names the tab 'Checkout - Payment', and gives the old name back when it goes", () => {
    document.title = 'Cart - Kroger';
    const { unmount } = render(page());
    expect(document.title).toBe('Checkout - Payment');
    unmount();
    expect(document.title).toBe('Cart - Kroger');
  });

  it('has Back to the cart, the banner’s logo, and the price FAQ and the cart among the links', () => {
    render(page());
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/cart');
    expect(header.getByRole('img', { name: 'Kroger' })).toBeTruthy();
    expect(links().getByRole('link', { name: 'Price FAQ' }).getAttribute('href')).toBe('/i/price-faq');
    expect(links().getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('main').textContent).toBe('Payment details');
  });

  it('sends Back where the host says, and the price FAQ to the host’s path', () => {
    render(
      <TestStorefrontProvider handlers={[]} routes={{ checkout: { priceFaq: '/help/prices' } }}>
        <SimpleCheckoutLayout step="payment" backHref="/scheduling?fulfillmentType=DELIVERY">
          <h1>Payment details</h1>
        </SimpleCheckoutLayout>
      </TestStorefrontProvider>,
    );
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/scheduling?fulfillmentType=DELIVERY',
    );
    expect(links().getByRole('link', { name: 'Price FAQ' }).getAttribute('href')).toBe('/help/prices');
  });

  it('has a footer only when one is given', () => {
    const { unmount } = render(page());
    expect(screen.queryByRole('contentinfo')).toBeNull();
    unmount();
    render(page({ footer: <p>Need help? Call us.</p> }));
    expect(screen.getByRole('contentinfo').textContent).toBe('Need help? Call us.');
  });
});

describe('given the scheduling step', () => {
  it("names the tab 'Checkout - Schedule'", () => {
    render(page({ step: 'schedule' }));
    expect(document.title).toBe('Checkout - Schedule');
  });
});

describe('given a destination', () => {
  it('links to directions in Google Maps, in a new tab', () => {
    render(page({ destination: vineStreet }));
    const directions = links().getByRole('link', { name: 'Get Directions (opens in a new tab)' });
    expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=39.1073,-84.5133');
    expect(directions.getAttribute('target')).toBe('_blank');
  });

  it('links to Apple Maps on an iPhone', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
    render(page({ destination: vineStreet }));
    expect(
      links()
        .getByRole('link', { name: /^Get Directions/ })
        .getAttribute('href'),
    ).toBe('https://maps.apple.com/?daddr=39.1073,-84.5133');
  });

  it('hydrates the server’s Google link on an iPhone without a mismatch, then links to Apple Maps', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
    const container = document.createElement('div');
    // The server's markup: it cannot know the device.
    container.innerHTML = renderToString(page({ destination: vineStreet }));
    const directions = () =>
      within(container)
        .getByRole('link', { name: /^Get Directions/ })
        .getAttribute('href');
    expect(directions()).toBe('https://www.google.com/maps/dir/?api=1&destination=39.1073,-84.5133');
    const recoverable = vi.fn();
    // Testing Library declares an act environment around its own renders only.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    await act(async () => {
      hydrateRoot(container, page({ destination: vineStreet }), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(directions()).toBe('https://maps.apple.com/?daddr=39.1073,-84.5133');
  });

  it('has no maps link without its coordinates', () => {
    render(page({ destination: { latitude: null, longitude: null } }));
    expect(links().queryByRole('link', { name: /^Get Directions/ })).toBeNull();
    expect(links().getAllByRole('link')).toHaveLength(2);
  });
});

describe('given no destination', () => {
  it('has no maps link', () => {
    render(page());
    expect(links().queryByRole('link', { name: /^Get Directions/ })).toBeNull();
  });
});

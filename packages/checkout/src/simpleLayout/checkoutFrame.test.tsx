import { TestStorefrontProvider } from '@aisle/core/testing';
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckoutTestProvider } from '../testing/CheckoutTestProvider';
import { deliveryDraft } from '../testing/fixtures';
import type { CheckoutRequest } from '../testing/handlers/checkoutServiceHandlers';
import { useCheckoutOrder } from '../hooks/useCheckoutOrder';
import { CheckoutFooterLinks } from './CheckoutFooterLinks';
import { SimpleCheckoutLayout } from './SimpleCheckoutLayout';
import { useCheckoutDestination } from './useCheckoutDestination';

describe('given the simple layout with its footer links', () => {
  it('links to the SNAP EBT FAQ, the privacy policy and the accessibility statement (§2 "Routes")', () => {
    render(
      <TestStorefrontProvider handlers={[]}>
        <SimpleCheckoutLayout step="payment" footer={<CheckoutFooterLinks />}>
          <h1>Payment details</h1>
        </SimpleCheckoutLayout>
      </TestStorefrontProvider>,
    );
    const footer = within(screen.getByRole('contentinfo'));
    const links = within(footer.getByRole('navigation', { name: 'Help and policies' }));
    expect(links.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['SNAP EBT FAQ', '/i/snap-ebt-faq'],
      ['Privacy Policy', '/i/privacy-policy'],
      ['Accessibility Statement', '/i/terms/accessibility'],
    ]);
  });

  it('takes the pages’ paths from the host', () => {
    render(
      <TestStorefrontProvider handlers={[]} routes={{ checkout: { privacyPolicy: '/legal/privacy' } }}>
        <CheckoutFooterLinks />
      </TestStorefrontProvider>,
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/legal/privacy');
  });

  it('starts with a skip link to the step’s page, before the header', () => {
    render(
      <TestStorefrontProvider handlers={[]}>
        <SimpleCheckoutLayout step="schedule">
          <h1>Schedule Your Delivery</h1>
        </SimpleCheckoutLayout>
      </TestStorefrontProvider>,
    );
    const [first] = screen.getAllByRole('link');
    expect(first?.textContent).toBe('Skip to main content');
    expect(first?.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });
});

describe('given the payment step’s order', () => {
  const wrapper = (requests: CheckoutRequest[]) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <CheckoutTestProvider handlerOptions={{ requests }}>{children}</CheckoutTestProvider>;
    };

  it('gives the maps link the order’s destination, with no read of its own beside the page’s', async () => {
    const requests: CheckoutRequest[] = [];
    const { result } = renderHook(
      () => ({ destination: useCheckoutDestination(deliveryDraft.id), order: useCheckoutOrder(deliveryDraft.id) }),
      { wrapper: wrapper(requests) },
    );
    await waitFor(() => expect(result.current.destination).toBeDefined());
    const { latitude, longitude } = deliveryDraft.fulfillment.destination;
    expect(result.current.destination).toMatchObject({ latitude, longitude });
    expect(requests.filter((request) => request.route === 'getCheckout')).toHaveLength(1);
  });

  it('has none without an order', () => {
    const { result } = renderHook(() => useCheckoutDestination(undefined), { wrapper: wrapper([]) });
    expect(result.current).toBeUndefined();
  });
});

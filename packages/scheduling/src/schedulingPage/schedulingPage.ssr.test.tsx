// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { SchedulingPage, type SchedulingPageProps } from './SchedulingPage';
import { deliveryModality, milkLine } from '../testing/schedulingPageTesting';

const page = (loaded: boolean, items = [milkLine], mapUrl?: SchedulingPageProps['mapUrl']) =>
  renderToString(
    <SchedulingTestProvider handlers={[]}>
      <SchedulingPage
        fulfillmentType="DELIVERY"
        activeModality={deliveryModality}
        signedIn
        items={items}
        loaded={loaded}
        onPromiseChange={() => undefined}
        createCheckout={async () => ({ orderId: 'o' })}
        mapUrl={mapUrl}
      />
    </SchedulingTestProvider>,
  );

describe('given a server without a DOM', () => {
  it('renders the stepper, the heading and the loading state, asking for nothing', () => {
    expect(typeof window).toBe('undefined');
    const html = page(false);
    expect(html).toMatch(/<h1[^>]*>Schedule Your Delivery<\/h1>/);
    expect(html).toContain('Scheduling');
    expect(html).toContain('Payment');
    expect(html).toContain('aria-busy="true"');
  });

  it('renders the quotes loading state once the basket has loaded, and Start My Cart for an empty one', () => {
    expect(page(true)).toContain('aria-busy="true"');
    expect(page(true, [])).toMatch(/<a[^>]*href="\/products\/start-my-cart"[^>]*>Start My Cart<\/a>/);
  });

  it('renders the map’s frame, busy and named, while the address waits to be placed', () => {
    const html = page(false, [milkLine], () => '/map.svg');
    expect(html).toContain('Deliver to');
    expect(html).toMatch(/role="img" aria-label="Map showing 2600 Clifton Ave, Cincinnati, OH 45221" aria-busy="true"/);
  });
});

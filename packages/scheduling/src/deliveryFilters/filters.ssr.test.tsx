// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { BannerDeliveryUnavailableModal } from './BannerDeliveryUnavailableModal';
import { DeliveryFilters } from './DeliveryFilters';
import { MembershipDeliveryMessage } from './MembershipDeliveryMessage';
import { testWeek } from '../testing/filterTestWeek';

const tooltip = 'Delivered by Kroger associates in refrigerated trucks. Freshness guaranteed.';

function renderFilters(tooltipSeen: boolean, onTooltipSeen = vi.fn()) {
  return renderToString(
    <SchedulingTestProvider handlers={[]}>
      <DeliveryFilters
        quotes={testWeek}
        filter="banner"
        onFilterChange={() => undefined}
        bannerOnly={false}
        onBannerOnlyChange={() => undefined}
        tooltipSeen={tooltipSeen}
        onTooltipSeen={onTooltipSeen}
      />
    </SchedulingTestProvider>,
  );
}

describe('given a server without a DOM', () => {
  it('renders the filters, the chosen one checked, and the switch', () => {
    expect(typeof window).toBe('undefined');
    const html = renderFilters(true);
    expect(html).toContain('role="radiogroup"');
    expect(html).toContain('Show delivery times');
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="banner"/);
    expect(html).toContain('>Kroger Delivery<');
    expect(html).toContain('>Under $5<');
    expect(html).toMatch(/<input[^>]*role="switch"/);
    expect(html).toContain('Show Kroger Delivery');
    expect(html).not.toContain(tooltip);
  });

  it('renders the tooltip for a shopper who has not seen it, without counting it seen', () => {
    const onTooltipSeen = vi.fn();
    const html = renderFilters(false, onTooltipSeen);
    expect(html).toContain(tooltip);
    expect(html).toContain('Got it');
    expect(onTooltipSeen).not.toHaveBeenCalled();
  });

  it('renders the membership message with its link and disclaimer', () => {
    const html = renderToString(
      <SchedulingTestProvider handlers={[]}>
        <MembershipDeliveryMessage membership={{ type: 'BST', freeThreshold: 35 }} subtotal={20} />
      </SchedulingTestProvider>,
    );
    expect(html).toContain('Add $15.00 more to get free delivery with Boost.');
    expect(html).toMatch(/<a[^>]*href="\/cart"[^>]*>Keep Shopping<\/a>/);
    expect(html).toContain('* $35 minimum on qualifying orders. Restrictions may apply.');
  });

  it('renders nothing of the modal while it is closed', () => {
    const html = renderToString(
      <SchedulingTestProvider handlers={[]}>
        <BannerDeliveryUnavailableModal open={false} onContinue={() => undefined} />
      </SchedulingTestProvider>,
    );
    expect(html).not.toContain('Delivery Unavailable');
  });
});

import type { AnalyticsEvent } from '@aisle/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/schedulingPageTesting';
import { schedulingPageAbandonedEvent } from './usePageAbandonment';

const abandonments = (track: ReturnType<typeof vi.fn<(event: AnalyticsEvent) => void>>) =>
  track.mock.calls.map(([event]) => event).filter((event) => event.type === schedulingPageAbandonedEvent);

function hide() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
}

const continueButton = () => screen.findByRole('button', { name: 'Continue' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('leaving the scheduling page (§7 "page abandonment on unload")', () => {
  it('sends one page-abandonment event when the page is unloaded before it is completed', async () => {
    const track = vi.fn<(event: AnalyticsEvent) => void>();
    renderPage({}, { onAnalyticsEvent: track });
    await continueButton();
    window.dispatchEvent(new Event('pagehide'));
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(abandonments(track)).toEqual([
      { type: 'scheduling_page_abandoned', fulfillmentType: 'DELIVERY', locationId: '01400378', trigger: 'pagehide' },
    ]);
  });

  it('counts the page turning hidden as leaving it, the last sign a mobile browser gives', async () => {
    const track = vi.fn<(event: AnalyticsEvent) => void>();
    renderPage({}, { onAnalyticsEvent: track });
    await continueButton();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(abandonments(track)).toEqual([]);
    hide();
    expect(abandonments(track)).toMatchObject([{ trigger: 'visibilitychange' }]);
  });

  it('sends nothing once the shopper has completed it and is on the way to checkout', async () => {
    const track = vi.fn<(event: AnalyticsEvent) => void>();
    const { user, navigate } = renderPage({}, { onAnalyticsEvent: track });
    await user.click(await continueButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout?orderId=order-1&nc=true', undefined));
    window.dispatchEvent(new Event('pagehide'));
    hide();
    expect(abandonments(track)).toEqual([]);
  });

  it('stops listening when the page goes', async () => {
    const track = vi.fn<(event: AnalyticsEvent) => void>();
    const { unmount } = renderPage({}, { onAnalyticsEvent: track });
    await continueButton();
    unmount();
    window.dispatchEvent(new Event('pagehide'));
    expect(abandonments(track)).toEqual([]);
  });
});

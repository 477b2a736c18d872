import { ServiceError } from '@aisle/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { shouldFallBackToAllDelivery } from '../bannerOnly';
import { DeliveryFilters } from '../DeliveryFilters';
import { testWeek } from '../../testing/filterTestWeek';
import { BannerDeliveryUnavailableModal } from './BannerDeliveryUnavailableModal';

const body =
  "We're sorry there are no longer any Kroger Delivery times available for this address. Continue to choose from all delivery times.";

function renderModal(open = true, banner: 'kroger' | 'harristeeter' = 'kroger') {
  const onContinue = vi.fn();
  render(
    <SchedulingTestProvider handlers={[]} banner={banner}>
      <BannerDeliveryUnavailableModal open={open} onContinue={onContinue} />
    </SchedulingTestProvider>,
  );
  return { onContinue, user: userEvent.setup() };
}

describe("'{banner} Delivery Unavailable'", () => {
  it("says so, with 'Continue to Scheduler' its one action, focused", () => {
    renderModal();
    const dialog = screen.getByRole('alertdialog', { name: 'Kroger Delivery Unavailable' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(body);
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Continue to Scheduler']);
    expect(document.activeElement).toBe(buttons[0]);
  });

  it("goes on with all delivery on 'Continue to Scheduler', by click or Enter", async () => {
    const { onContinue, user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Continue to Scheduler' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(2);
  });

  it('goes on the same way on Escape', async () => {
    const { onContinue, user } = renderModal();
    await user.keyboard('{Escape}');
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('names the banner it is on', () => {
    renderModal(true, 'harristeeter');
    expect(screen.getByRole('alertdialog', { name: 'Harris Teeter Delivery Unavailable' })).toBeTruthy();
    expect(screen.getByText(/no longer any Harris Teeter Delivery times available/)).toBeTruthy();
  });

  it('shows nothing while closed', () => {
    renderModal(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

/** A host's fall-back: a quotes error of the kind, while banner-only is on, turns it off and says so. */
function FallbackHost({ error }: { error: unknown }) {
  const [bannerOnly, setBannerOnly] = useState(true);
  const [handled, setHandled] = useState<unknown>(null);
  const [open, setOpen] = useState(false);
  if (error !== handled) {
    setHandled(error);
    if (shouldFallBackToAllDelivery(error, bannerOnly)) {
      setBannerOnly(false);
      setOpen(true);
    }
  }
  return (
    <>
      <DeliveryFilters
        quotes={testWeek}
        filter="all"
        onFilterChange={() => undefined}
        bannerOnly={bannerOnly}
        onBannerOnlyChange={setBannerOnly}
        tooltipSeen
        onTooltipSeen={() => undefined}
      />
      <BannerDeliveryUnavailableModal open={open} onContinue={() => setOpen(false)} />
    </>
  );
}

describe('falling back to all delivery (ambiguity 11)', () => {
  it('turns banner-only delivery off and opens the modal on NO_TIMESLOTS_AVAILABLE', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <SchedulingTestProvider handlers={[]}>
        <FallbackHost error={undefined} />
      </SchedulingTestProvider>,
    );
    expect(screen.getByRole('switch', { name: 'Show Kroger Delivery' })).toHaveProperty('checked', true);
    rerender(
      <SchedulingTestProvider handlers={[]}>
        <FallbackHost error={new ServiceError({ status: 404, code: 'NO_TIMESLOTS_AVAILABLE' })} />
      </SchedulingTestProvider>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Kroger Delivery Unavailable' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to Scheduler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Show Kroger Delivery' })).toHaveProperty('checked', false);
  });

  it('leaves banner-only delivery on for another failure', () => {
    render(
      <SchedulingTestProvider handlers={[]}>
        <FallbackHost error={new ServiceError({ status: 503, code: 'SERVICE_UNAVAILABLE' })} />
      </SchedulingTestProvider>,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Show Kroger Delivery' })).toHaveProperty('checked', true);
  });
});

import { ServiceError } from '@aisle/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { referenceStringTables } from '../../testing/handlers/stringTableHandlers';
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

  it('says the string table’s UNAVAILABLE_DELIVERY once it has loaded (§7), asked for while closed', async () => {
    const tables = referenceStringTables('Harris Teeter');
    const upfront = tables['checkout/upfront-timeslots'];
    const stringTables = {
      ...tables,
      'checkout/upfront-timeslots': {
        ...upfront,
        UNAVAILABLE_DELIVERY: { headingText: 'No {banner} trucks left', bodyText: 'Choose another delivery.' },
      },
    };
    const host = (open: boolean) => (
      <SchedulingTestProvider handlerOptions={{ stringTables }} banner="harristeeter">
        <BannerDeliveryUnavailableModal open={open} onContinue={() => undefined} />
      </SchedulingTestProvider>
    );
    const { rerender } = render(host(false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    rerender(host(true));
    expect(screen.getByRole('alertdialog', { name: 'No Harris Teeter trucks left' })).toBeTruthy();
    expect(screen.getByText('Choose another delivery.')).toBeTruthy();
  });

  it('says the reference table’s words, the message table’s, for the banner', async () => {
    render(
      <SchedulingTestProvider banner="harristeeter">
        <BannerDeliveryUnavailableModal open onContinue={() => undefined} />
      </SchedulingTestProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('alertdialog', { name: 'Harris Teeter Delivery Unavailable' })).toBeTruthy();
    expect(
      screen.getByText(/^We're sorry there are no longer any Harris Teeter Delivery times available/),
    ).toBeTruthy();
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

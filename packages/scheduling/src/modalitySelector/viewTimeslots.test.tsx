import type { ActiveModality } from '@aisle/contracts/scheduling';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { schedulingCalls } from '../calls';
import { corryville } from '../testing/fixtures';
import { schedulingHandlers } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { ModalitySelector, type ModalitySelectorProps } from './ModalitySelector';

// Searching a postal code the banner delivers to from a fulfilment centre offers its delivery
// times beside the stores (§4 "Viewing timeslots").

/** The shopper has delivery to an address in 45202 now. */
const deliveringTo45202: ActiveModality = {
  id: 'DELIVERY-01400352',
  modalityType: 'DELIVERY',
  destination: {
    locationId: '01400352',
    address: {
      addressLines: ['312 Walnut St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202-3904',
      countryCode: 'US',
    },
  },
  createdDate: '2026-11-20T10:00:00.000Z',
  source: 'Options',
};

function renderSelector(props: Partial<ModalitySelectorProps> = {}) {
  const getModalityOptions = vi.fn(schedulingCalls.getModalityOptions);
  render(
    <SchedulingTestProvider
      handlers={schedulingHandlers({ deliveryFulfilment: 'fulfillmentCentre' })}
      calls={{ scheduling: { getModalityOptions } }}
    >
      <ModalitySelector
        signedIn
        items={[{ gtin13: '0000000004011', quantity: 2 }]}
        onModalityChange={() => undefined}
        onReserved={() => undefined}
        {...props}
      />
    </SchedulingTestProvider>,
  );
  return { user: userEvent.setup(), getModalityOptions };
}

async function viewDeliveryTimes(user: ReturnType<typeof userEvent.setup>, zip: string) {
  await user.click(screen.getByRole('button', { name: 'Pickup' }));
  // The field starts from the delivery address's code, its stores searched already (§5).
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'ZIP Code' });
  if (field.value !== zip) {
    await user.clear(field);
    await user.type(field, zip);
    await user.click(screen.getByRole('button', { name: 'Search' }));
  }
  expect(await screen.findByText(`Kroger Delivery is available to ${zip}.`)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'View Delivery Times' }));
}

describe('viewing delivery times for a postal code', () => {
  it('sends a visitor to sign in first', async () => {
    const { user } = renderSelector({ signedIn: false });
    await viewDeliveryTimes(user, '45202');
    expect(await screen.findByRole('heading', { name: "You're Not Signed In" })).toBeTruthy();
  });

  it('opens the address book when the code is not the one of the shopper’s delivery address', async () => {
    const { user, getModalityOptions } = renderSelector({ activeModality: deliveringTo45202 });
    await viewDeliveryTimes(user, '45219');
    expect(await screen.findByRole('heading', { name: 'Select Address' })).toBeTruthy();
    // Only the searches (the code it started from, then the one typed): none for an address.
    expect(getModalityOptions.mock.calls.map(([, request]) => request)).toEqual([
      { postalCode: '45202' },
      { postalCode: '45219' },
    ]);
  });

  it('opens the address book when the shopper has no delivery address', async () => {
    const pickup: ActiveModality = {
      ...deliveringTo45202,
      modalityType: 'PICKUP',
      destination: { locationId: corryville.locationId },
    };
    const { user } = renderSelector({ activeModality: pickup });
    await viewDeliveryTimes(user, '45202');
    expect(await screen.findByRole('heading', { name: 'Select Address' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose a day and time' })).toBeNull();
  });

  it('otherwise asks for the options of the delivery address again, then opens its times', async () => {
    const { user, getModalityOptions } = renderSelector({ activeModality: deliveringTo45202 });
    await viewDeliveryTimes(user, '45202');
    expect(await screen.findByRole('heading', { name: 'Choose a day and time' })).toBeTruthy();
    expect(getModalityOptions.mock.calls.map(([, request]) => request)).toEqual([
      { postalCode: '45202' },
      { address: deliveringTo45202.destination.address },
    ]);
    expect(screen.getByText(/312 Walnut St/)).toBeTruthy();
    expect(await screen.findByRole('radiogroup', { name: /^Delivery times for/ })).toBeTruthy();
  });

  it('says so and stays when the options cannot be asked for again', async () => {
    const { user, getModalityOptions } = renderSelector({ activeModality: deliveringTo45202 });
    getModalityOptions.mockImplementation(async (client, request) => {
      if ('address' in request) throw new Error('options down');
      return schedulingCalls.getModalityOptions(client, request);
    });
    await viewDeliveryTimes(user, '45202');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
    );
    expect(screen.queryByRole('heading', { name: 'Choose a day and time' })).toBeNull();
  });

  it('is not offered where the selector cannot show times', async () => {
    render(
      <SchedulingTestProvider handlers={schedulingHandlers({ deliveryFulfilment: 'fulfillmentCentre' })}>
        <ModalitySelector signedIn onModalityChange={() => undefined} />
      </SchedulingTestProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '45202');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('region', { name: 'Stores near 45202' });
    expect(screen.queryByRole('button', { name: 'View Delivery Times' })).toBeNull();
  });
});

import type { ActiveModality } from '@aisle/contracts/scheduling';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalitySelector } from '../modalitySelector/ModalitySelector';
import { demoAddresses, homeAddress, officeAddress, olderAddresses } from '../testing/fixtures';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';

function renderDelivery({
  signedIn = true,
  handlerOptions = {},
}: { signedIn?: boolean; handlerOptions?: SchedulingHandlersOptions } = {}) {
  const onModalityChange = vi.fn<(modality: ActiveModality) => Promise<void>>(() => Promise.resolve());
  const onDone = vi.fn();
  const navigate = vi.fn();
  render(
    <SchedulingTestProvider handlers={schedulingHandlers(handlerOptions)} navigation={{ navigate }}>
      <ModalitySelector signedIn={signedIn} onModalityChange={onModalityChange} onDone={onDone} />
    </SchedulingTestProvider>,
  );
  return { onModalityChange, onDone, navigate, user: userEvent.setup() };
}

async function openDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delivery' }));
}

describe('the modality address book, signed in', () => {
  it('offers the saved addresses, mailing first then the most recently changed, for the way of shopping', async () => {
    const { user } = renderDelivery();
    await openDelivery(user);
    const group = await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    expect(screen.getByRole('heading', { level: 2, name: 'Select Address' })).toBeTruthy();
    expect(screen.getByText('Choose Address for Delivery')).toBeTruthy();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['addr-home', 'addr-faraway', 'addr-office']);
    expect(within(group).getByRole('radio', { name: '1014 Vine St, Apt 5C' })).toHaveProperty('checked', true);
    expect(within(group).getByText('Cincinnati, OH 45202 · Mailing address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Addresses' }).getAttribute('href')).toBe('/account/addresses');
  });

  it('shows the first three addresses, and the rest when asked, carrying on from the first of them', async () => {
    const { user, onModalityChange } = renderDelivery({
      handlerOptions: { addresses: [...demoAddresses, ...olderAddresses] },
    });
    await openDelivery(user);
    const group = await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['addr-home', 'addr-faraway', 'addr-office']);
    await user.click(screen.getByRole('button', { name: 'Show 2 More Addresses' }));
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['addr-home', 'addr-faraway', 'addr-office', 'addr-parents', 'addr-studio']);
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: '3420 Edwards Rd' }));
    expect(screen.queryByRole('button', { name: /More Addresses$/ })).toBeNull();
    await user.click(within(group).getByRole('radio', { name: '1201 Elm St' }));
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    await vi.waitFor(() =>
      expect(onModalityChange.mock.lastCall?.[0]).toMatchObject({
        destination: { address: { addressLines: ['1201 Elm St'] } },
      }),
    );
  });

  it('sets an eligible address as delivery from the store that delivers there', async () => {
    const { user, onModalityChange, onDone } = renderDelivery();
    await openDelivery(user);
    await user.click(await screen.findByRole('radio', { name: '312 Walnut St' }));
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [active] = onModalityChange.mock.lastCall ?? [];
    expect(active).toMatchObject({
      modalityType: 'DELIVERY',
      source: 'Options',
      destination: {
        locationId: '01400352',
        address: { addressLines: ['312 Walnut St'], cityTown: 'Cincinnati', postalCode: '45202' },
      },
    });
  });

  it('says an address out of reach is not eligible, next to the button, and sets nothing', async () => {
    const { user, onModalityChange } = renderDelivery();
    await openDelivery(user);
    await user.click(await screen.findByRole('radio', { name: '2201 21st Ave S' }));
    const button = screen.getByRole('button', { name: 'Use This Address' });
    await user.click(button);
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe('The address you entered is not eligible for Delivery.');
    expect(button.getAttribute('aria-describedby')).toBe(problem.id);
    expect(onModalityChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '312 Walnut St' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the panel with the spec’s message when the choice cannot be set', async () => {
    const { user, onModalityChange, onDone } = renderDelivery();
    onModalityChange.mockRejectedValueOnce(new Error('cart down'));
    await openDelivery(user);
    await user.click(await screen.findByRole('button', { name: 'Use This Address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the address could not be validated, with the customer-service number, when the check fails', async () => {
    const { user, onModalityChange } = renderDelivery({
      handlerOptions: { failures: { addressEligibility: { status: 500 } } },
    });
    await openDelivery(user);
    const button = await screen.findByRole('button', { name: 'Use This Address' });
    await user.click(button);
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe(
      "We're sorry, but something went wrong when trying to validate your address. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    );
    expect(button.getAttribute('aria-describedby')).toBe(problem.id);
    expect(onModalityChange).not.toHaveBeenCalled();
  });

  it('says the same when the options for the address cannot load, with the banner’s own number', async () => {
    const onModalityChange = vi.fn<(modality: ActiveModality) => Promise<void>>();
    render(
      <SchedulingTestProvider
        banner="harristeeter"
        handlers={schedulingHandlers({ failures: { modalityOptions: { status: 503 } } })}
      >
        <ModalitySelector signedIn onModalityChange={onModalityChange} />
      </SchedulingTestProvider>,
    );
    const user = userEvent.setup();
    await openDelivery(user);
    await user.click(await screen.findByRole('button', { name: 'Use This Address' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /validate your address\. .*contact Customer Service at 1-800-555-0110\.$/,
    );
    expect(onModalityChange).not.toHaveBeenCalled();
  });

  it('asks nothing of the service for an address without a postal code, and says it cannot be validated', async () => {
    const noPostalCode = { ...officeAddress, postalCode: '' };
    const { user, onModalityChange } = renderDelivery({
      handlerOptions: {
        addresses: [noPostalCode, homeAddress],
        failures: { addressEligibility: 'never', modalityOptions: 'never' },
      },
    });
    await openDelivery(user);
    await user.click(await screen.findByRole('radio', { name: '312 Walnut St' }));
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    // Both calls would never answer: the message comes without them.
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We're sorry, but something went wrong when trying to validate your address. Please try again.",
    );
    expect(onModalityChange).not.toHaveBeenCalled();
  });

  it('edits an address in the selector’s own form, not on the host’s page', async () => {
    const { user, navigate } = renderDelivery();
    await openDelivery(user);
    await user.click(await screen.findByRole('button', { name: /^Edit.*312 Walnut St/ }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: /Street Address/ })).value).toBe(
      '312 Walnut St',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without saved addresses, asks for one: Add Address', async () => {
    const { user } = renderDelivery({ handlerOptions: { addresses: [] } });
    await openDelivery(user);
    expect(await screen.findByRole('button', { name: 'Add Address' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Add Address' })).toBeTruthy();
    expect(screen.getByText('Enter your address to see accurate Delivery options')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use This Address' })).toBeNull();
  });

  it('when the addresses cannot load, says so and tries again', async () => {
    const { user } = renderDelivery({ handlerOptions: { failures: { addresses: { status: 503, times: 1 } } } });
    await openDelivery(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your saved addresses.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radiogroup', { name: 'Saved addresses' })).toBeTruthy();
  });
});

describe('delivery for a visitor', () => {
  it('asks them to sign in first, with no address shown', async () => {
    const { user } = renderDelivery({ signedIn: false });
    await openDelivery(user);
    expect(screen.getByRole('heading', { level: 2, name: "You're Not Signed In" })).toBeTruthy();
    expect(screen.getByText('Please sign in to preview available Kroger Delivery Times.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    // Saving an address needs a signed-in shopper: a visitor is not offered the form.
    expect(screen.queryByRole('button', { name: 'Add Address' })).toBeNull();
  });
});

describe('delivery from a fulfilment centre', () => {
  it('goes on to the delivery times for the chosen address, and reserving one finishes', async () => {
    const onModalityChange = vi.fn();
    const onReserved = vi.fn();
    const onDone = vi.fn();
    render(
      <SchedulingTestProvider handlers={schedulingHandlers({ deliveryFulfilment: 'fulfillmentCentre' })}>
        <ModalitySelector
          signedIn
          items={[{ gtin13: '0000000004011', quantity: 2 }]}
          onModalityChange={onModalityChange}
          onReserved={onReserved}
          onDone={onDone}
        />
      </SchedulingTestProvider>,
    );
    const user = userEvent.setup();
    await openDelivery(user);
    await user.click(await screen.findByRole('radio', { name: '312 Walnut St' }));
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    expect(await screen.findByRole('heading', { name: 'Choose a day and time' })).toBeTruthy();
    expect(onModalityChange).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText(/312 Walnut St/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Reserve Your Time' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onReserved.mock.lastCall?.[0]).toMatchObject({
      modality: { modalityType: 'DELIVERY' },
      promise: { modalityType: 'DELIVERY' },
    });
  });

  it('Change Address goes back to the addresses', async () => {
    render(
      <SchedulingTestProvider handlers={schedulingHandlers({ deliveryFulfilment: 'fulfillmentCentre' })}>
        <ModalitySelector signedIn items={[]} onModalityChange={() => undefined} onReserved={() => undefined} />
      </SchedulingTestProvider>,
    );
    const user = userEvent.setup();
    await openDelivery(user);
    await user.click(await screen.findByRole('button', { name: 'Use This Address' }));
    await user.click(await screen.findByRole('button', { name: 'Change Address' }));
    expect(await screen.findByRole('radiogroup', { name: 'Saved addresses' })).toBeTruthy();
  });
});

import type { AnalyticsEvent } from '@aisle/core';
import type { ActiveModality } from '@aisle/contracts/scheduling';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { schedulingCalls } from '../calls';
import { ModalitySelector } from '../modalitySelector/ModalitySelector';
import { ModalitySelectorModal } from '../modalitySelector/ModalitySelectorModal';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';

type User = ReturnType<typeof userEvent.setup>;

interface Typed {
  street: string;
  unit?: string;
  city: string;
  state: string;
  zip: string;
}

/** What a shopper types that the validation service corrects (`vineStreetCorrection`). */
const misspelt: Typed = { street: '1400 vine street', city: 'cincinati', state: 'OH', zip: '45202' };
/** What it knows as it is. */
const mainStreet: Typed = { street: '500 Main St', city: 'Cincinnati', state: 'OH', zip: '45202' };
/** Nashville: no store of the banner delivers there. */
const nashville: Typed = { street: '100 Broadway', city: 'Nashville', state: 'TN', zip: '37212' };

const corrected =
  'We found an address that closely matches what you entered. If this looks correct, select "Confirm Address". If not, go back to modify your original entry.';

function renderSelector({
  modal = false,
  handlerOptions = {},
}: { modal?: boolean; handlerOptions?: SchedulingHandlersOptions } = {}) {
  const onModalityChange = vi.fn<(modality: ActiveModality) => Promise<void>>(() => Promise.resolve());
  const onDone = vi.fn();
  const onOpenChange = vi.fn();
  const onAnalyticsEvent = vi.fn<(event: AnalyticsEvent) => void>();
  const calls = {
    validateAddress: vi.fn(schedulingCalls.validateAddress),
    addAddress: vi.fn(schedulingCalls.addAddress),
    updateAddress: vi.fn(schedulingCalls.updateAddress),
  };
  render(
    <SchedulingTestProvider
      handlers={schedulingHandlers(handlerOptions)}
      calls={{ scheduling: calls }}
      onAnalyticsEvent={onAnalyticsEvent}
    >
      {modal ? (
        <ModalitySelectorModal open onOpenChange={onOpenChange} signedIn onModalityChange={onModalityChange} />
      ) : (
        <ModalitySelector signedIn onModalityChange={onModalityChange} onDone={onDone} />
      )}
    </SchedulingTestProvider>,
  );
  return { user: userEvent.setup(), onModalityChange, onDone, onOpenChange, onAnalyticsEvent, calls };
}

async function openAddressForm(user: User) {
  await user.click(screen.getByRole('button', { name: 'Delivery' }));
  await user.click(await screen.findByRole('button', { name: 'Add Address' }));
  // The form loads when first opened.
  await screen.findByRole('textbox', { name: /Street Address/ });
}

const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const stateField = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /State\/Province/ });

async function fillIn(user: User, { street, unit, city, state, zip }: Typed) {
  await user.type(field(/Street Address/), street);
  if (unit) await user.type(field(/Apt\/Suite/), unit);
  await user.type(field(/City/), city);
  await user.selectOptions(stateField(), state);
  await user.type(field(/Postal Code/), zip);
}

function expectTyped({ street, city, state, zip }: Typed) {
  expect(field(/Street Address/).value).toBe(street);
  expect(field(/City/).value).toBe(city);
  expect(stateField().value).toBe(state);
  expect(field(/Postal Code/).value).toBe(zip);
}

describe('ADD_ADDRESS in the selector’s page', () => {
  it('opens from the address book’s Add Address: the form’s fields, the states and provinces, Cancel back to the book', async () => {
    const { user } = renderSelector();
    await openAddressForm(user);
    expect(screen.getByRole('form', { name: 'Add Address' })).toBeTruthy();
    for (const name of [/Street Address/, /Apt\/Suite/, /City/, /Postal Code/]) expect(field(name)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Make this my mailing address' })).toBeTruthy();
    const states = within(stateField());
    expect(states.getByRole('option', { name: 'Ohio' })).toBeTruthy();
    expect(states.getByRole('option', { name: 'Ontario' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Select Address' })).toBeTruthy();
  });

  it('Back returns to the address book', async () => {
    const { user } = renderSelector();
    await openAddressForm(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radiogroup', { name: 'Saved addresses' })).toBeTruthy();
  });

  it('validates first; a corrected address is confirmed, saved as suggested, checked and set as delivery', async () => {
    const { user, calls, onModalityChange, onDone, onAnalyticsEvent } = renderSelector();
    await openAddressForm(user);
    await fillIn(user, misspelt);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    const heading = await screen.findByRole('heading', { name: 'Suggested Address' });
    expect(document.activeElement).toBe(heading);
    expect(calls.validateAddress.mock.lastCall?.[1]).toEqual({
      address: {
        addressLines: ['1400 vine street'],
        cityTown: 'cincinati',
        stateProvince: 'OH',
        postalCode: '45202',
        countryCode: 'US',
      },
    });
    expect(screen.getByText(corrected)).toBeTruthy();
    expect(screen.getByText(/1400 Vine St/).textContent).toBe('1400 Vine StCincinnati, OH 45202');
    expect(calls.addAddress).not.toHaveBeenCalled();
    expect(onAnalyticsEvent).toHaveBeenCalledWith({ type: 'scheduling_address_user_constraint', reason: 'corrected' });

    await user.click(screen.getByRole('button', { name: 'Confirm Address' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.addAddress.mock.lastCall?.[1]).toMatchObject({
      addressType: 'delivery',
      addressLine1: '1400 Vine St',
      addressLine2: '',
      city: 'Cincinnati',
      county: 'Hamilton',
      countryCode: 'US',
      stateCode: 'OH',
      zip: '45202',
      dateAddressUpdated: '2026-11-22T12:00:00.000Z',
    });
    expect(onModalityChange.mock.lastCall?.[0]).toMatchObject({
      id: 'DELIVERY-01400352',
      modalityType: 'DELIVERY',
      createdDate: '2026-11-22T12:00:00.000Z',
      destination: { locationId: '01400352', address: { addressLines: ['1400 Vine St'], cityTown: 'Cincinnati' } },
    });
  });

  it('Edit Address returns to the form with the shopper’s original entry', async () => {
    const { user, calls } = renderSelector();
    await openAddressForm(user);
    await fillIn(user, misspelt);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
    const title = screen.getByRole('heading', { name: 'Add Address' });
    expect(document.activeElement).toBe(title);
    expectTyped(misspelt);
    expect(calls.addAddress).not.toHaveBeenCalled();
  });

  it('saves an address the service does not correct at once, with no confirmation', async () => {
    const { user, calls, onModalityChange, onDone } = renderSelector();
    await openAddressForm(user);
    await fillIn(user, { ...mainStreet, unit: 'Apt 2' });
    await user.click(screen.getByRole('checkbox', { name: 'Make this my mailing address' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Suggested Address' })).toBeNull();
    expect(calls.addAddress.mock.lastCall?.[1]).toMatchObject({
      addressType: 'home',
      addressLine1: '500 Main St',
      addressLine2: 'Apt 2',
    });
    expect(onModalityChange.mock.lastCall?.[0]).toMatchObject({
      modalityType: 'DELIVERY',
      destination: { address: { addressLines: ['Apt 2', '500 Main St'], postalCode: '45202' } },
    });
  });

  it('an address out of reach is saved but not set: the message, and what was typed stays', async () => {
    const { user, calls, onModalityChange } = renderSelector();
    await openAddressForm(user);
    await fillIn(user, nashville);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The address you entered is not eligible for Delivery.',
    );
    expectTyped(nashville);
    expect(onModalityChange).not.toHaveBeenCalled();

    // Tried again, the address already in the book is updated, not added twice.
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await vi.waitFor(() => expect(calls.updateAddress).toHaveBeenCalledTimes(1));
    expect(calls.addAddress).toHaveBeenCalledTimes(1);
    expect(calls.updateAddress.mock.lastCall?.[1]).toBe('addr-added-1');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('radio', { name: '100 Broadway' })).toBeTruthy();
  });

  it('a failed save shows the message and keeps the values', async () => {
    const { user, onModalityChange } = renderSelector({
      handlerOptions: { failures: { addAddress: { status: 503 } } },
    });
    await openAddressForm(user);
    await fillIn(user, mainStreet);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /We're sorry, we are currently experiencing technical difficulties\. Please try again\./,
    );
    expectTyped(mainStreet);
    expect(onModalityChange).not.toHaveBeenCalled();
  });

  it('when checking the saved address fails, says it could not be validated, with the number, and keeps the values', async () => {
    const { user, calls, onModalityChange } = renderSelector({
      handlerOptions: { failures: { addressEligibility: { status: 500, times: 1 } } },
    });
    await openAddressForm(user);
    await fillIn(user, mainStreet);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We're sorry, but something went wrong when trying to validate your address. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    );
    expectTyped(mainStreet);
    expect(onModalityChange).not.toHaveBeenCalled();
    // Please try again: the address now in the book is checked again and set.
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await vi.waitFor(() => expect(onModalityChange).toHaveBeenCalledTimes(1));
    expect(calls.addAddress).toHaveBeenCalledTimes(1);
  });

  it('when the validation call fails, the entry itself is confirmed as unverified, then saved', async () => {
    const { user, calls, onDone, onAnalyticsEvent } = renderSelector({
      handlerOptions: { failures: { validateAddress: { status: 503 } } },
    });
    await openAddressForm(user);
    await fillIn(user, mainStreet);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await screen.findByRole('heading', { name: 'Suggested Address' });
    expect(
      screen.getByText('Our system was unable to verify this address. Please edit your address or enter a new one.'),
    ).toBeTruthy();
    expect(onAnalyticsEvent).toHaveBeenCalledWith({ type: 'scheduling_address_user_constraint', reason: 'unverified' });
    await user.click(screen.getByRole('button', { name: 'Confirm Address' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.addAddress.mock.lastCall?.[1]).toMatchObject({ addressLine1: '500 Main St', city: 'Cincinnati' });
  });

  it('an address the service cannot validate is not saved: the spec’s message on the form', async () => {
    const { user, calls } = renderSelector();
    await openAddressForm(user);
    await fillIn(user, { ...mainStreet, street: '1 Nowhere Ln' });
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The address you entered is not valid. Please review the information entered.',
    );
    expect(calls.addAddress).not.toHaveBeenCalled();
  });

  it('a failed save from the confirmation keeps the step with the message', async () => {
    const { user, onModalityChange } = renderSelector({
      handlerOptions: { failures: { addAddress: { status: 503, times: 1 } } },
    });
    await openAddressForm(user);
    await fillIn(user, misspelt);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Address' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/technical difficulties/);
    expect(screen.getByRole('heading', { name: 'Suggested Address' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm Address' }));
    await vi.waitFor(() => expect(onModalityChange).toHaveBeenCalledTimes(1));
  });
});

describe('ADD_ADDRESS in the selector’s modal (the modal variant)', () => {
  async function openModalForm(user: User) {
    const dialog = within(screen.getByRole('dialog', { name: 'How are you shopping today?' }));
    await user.click(dialog.getByRole('button', { name: 'Delivery' }));
    await user.click(await dialog.findByRole('button', { name: 'Add Address' }));
    await screen.findByRole('textbox', { name: /Street Address/ });
  }

  it('is titled Add Delivery Address, with Save and Continue and Cancel', async () => {
    const { user } = renderSelector({ modal: true });
    await openModalForm(user);
    expect(screen.getByRole('form', { name: 'Add Delivery Address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Select Address' })).toBeTruthy();
  });

  it('a corrected address opens Check Availability; Confirm Address saves it, sets delivery and closes', async () => {
    const { user, calls, onModalityChange, onOpenChange } = renderSelector({ modal: true });
    await openModalForm(user);
    await fillIn(user, misspelt);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const check = within(await screen.findByRole('alertdialog', { name: 'Check Availability' }));
    expect(check.getByText(corrected)).toBeTruthy();
    expect(check.getByText('Suggested Address')).toBeTruthy();
    expect(check.getByText(/1400 Vine St/)).toBeTruthy();
    await user.click(check.getByRole('button', { name: 'Confirm Address' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.addAddress.mock.lastCall?.[1]).toMatchObject({ addressLine1: '1400 Vine St' });
    expect(onModalityChange.mock.lastCall?.[0]).toMatchObject({ modalityType: 'DELIVERY' });
  });

  it('Edit Address closes Check Availability and leaves the entry in the form', async () => {
    const { user, calls } = renderSelector({ modal: true });
    await openModalForm(user);
    await fillIn(user, misspelt);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const check = await screen.findByRole('alertdialog', { name: 'Check Availability' });
    await user.click(within(check).getByRole('button', { name: 'Edit Address' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expectTyped(misspelt);
    expect(calls.addAddress).not.toHaveBeenCalled();
  });

  it('a saved address’s Edit opens Edit Delivery Address; Update Address changes it in the profile', async () => {
    const { user, calls, onModalityChange, onOpenChange } = renderSelector({ modal: true });
    const dialog = within(screen.getByRole('dialog', { name: 'How are you shopping today?' }));
    await user.click(dialog.getByRole('button', { name: 'Delivery' }));
    await user.click(await dialog.findByRole('button', { name: /^Edit.*312 Walnut St/ }));
    expect(await screen.findByRole('form', { name: 'Edit Delivery Address' })).toBeTruthy();
    expectTyped({ street: '312 Walnut St', city: 'Cincinnati', state: 'OH', zip: '45202' });
    await user.type(field(/Apt\/Suite/), 'Suite 400');
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.addAddress).not.toHaveBeenCalled();
    expect(calls.updateAddress.mock.lastCall?.slice(1, 3)).toEqual([
      'addr-office',
      expect.objectContaining({
        addressId: 'addr-office',
        addressType: 'delivery',
        addressLine1: '312 Walnut St',
        addressLine2: 'Suite 400',
        dateAddressUpdated: '2026-11-22T12:00:00.000Z',
      }),
    ]);
    expect(onModalityChange.mock.lastCall?.[0]).toMatchObject({
      destination: { address: { addressLines: ['Suite 400', '312 Walnut St'] } },
    });
  });
});

describe('ADD_ADDRESS on the way to the delivery times', () => {
  it('from a fulfilment centre, a saved address goes on to the times; Change Address leads to the book with it', async () => {
    const onModalityChange = vi.fn();
    render(
      <SchedulingTestProvider handlers={schedulingHandlers({ deliveryFulfilment: 'fulfillmentCentre' })}>
        <ModalitySelector signedIn items={[]} onModalityChange={onModalityChange} onReserved={() => undefined} />
      </SchedulingTestProvider>,
    );
    const user = userEvent.setup();
    await openAddressForm(user);
    await fillIn(user, mainStreet);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('heading', { name: 'Choose a day and time' })).toBeTruthy();
    expect(onModalityChange).toHaveBeenCalledTimes(1);
    await user.click(await screen.findByRole('button', { name: 'Change Address' }));
    expect(await screen.findByRole('radio', { name: '500 Main St' })).toBeTruthy();
  });

  it('on the V2 tabs, Back from the form returns to the Delivery tab', async () => {
    render(
      <SchedulingTestProvider handlers={schedulingHandlers()}>
        <ModalitySelector version="V2" signedIn onModalityChange={() => undefined} />
      </SchedulingTestProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    expect(await screen.findByRole('form', { name: 'Add Address' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('tab', { name: 'Delivery', selected: true })).toBeTruthy();
  });
});

import type { ActiveModality } from '@aisle/contracts/scheduling';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { schedulingCalls } from '../calls';
import { ModalitySelector, type ModalitySelectorProps } from '../modalitySelector/ModalitySelector';
import { ModalitySelectorModal } from '../modalitySelector/ModalitySelectorModal';
import { deliveryTo, officeAddress } from '../testing/fixtures';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';

type User = ReturnType<typeof userEvent.setup>;

const corrected =
  'We found an address that closely matches what you entered. If this looks correct, select "Confirm Address". If not, go back to modify your original entry.';

interface Setup {
  active?: ActiveModality | null;
  signedIn?: boolean;
  modal?: boolean;
  handlerOptions?: SchedulingHandlersOptions;
  props?: Partial<ModalitySelectorProps>;
}

/** The selector as a host shows it, keeping the shopper's choice: the address book v2 asked for. */
function renderV2({
  active = deliveryTo(officeAddress),
  signedIn = true,
  modal = false,
  handlerOptions = {},
  props,
}: Setup = {}) {
  const onModalityChange = vi.fn<(modality: ActiveModality) => void>();
  const calls = { deleteAddress: vi.fn(schedulingCalls.deleteAddress) };
  function Host() {
    const [modality, setModality] = useState(active);
    const change = (next: ActiveModality) => {
      onModalityChange(next);
      setModality(next);
    };
    return modal ? (
      <ModalitySelectorModal
        open
        onOpenChange={() => undefined}
        addressBookVersion="V2"
        signedIn={signedIn}
        activeModality={modality}
        onModalityChange={change}
        {...props}
      />
    ) : (
      <ModalitySelector
        addressBookVersion="V2"
        signedIn={signedIn}
        activeModality={modality}
        onModalityChange={change}
        {...props}
      />
    );
  }
  render(
    <SchedulingTestProvider handlers={schedulingHandlers(handlerOptions)} calls={{ scheduling: calls }}>
      <Host />
    </SchedulingTestProvider>,
  );
  return { user: userEvent.setup(), onModalityChange, calls };
}

async function openDelivery(user: User) {
  await user.click(screen.getByRole('button', { name: 'Delivery' }));
  return screen.findByRole('heading', { level: 2, name: 'Current Address' });
}

/** The section under a heading: the heading's parent. */
const sectionOf = (heading: HTMLElement) => within(heading.parentElement ?? heading);
const otherAddresses = () => screen.getByRole('radiogroup', { name: 'Other Addresses' });
const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });

async function typeMisspelt(user: User) {
  await user.type(field(/Street Address/), '1400 vine street');
  await user.type(field(/City/), 'cincinati');
  await user.selectOptions(screen.getByRole('combobox', { name: /State\/Province/ }), 'OH');
  await user.type(field(/Postal Code/), '45202');
}

describe('the address book v2 (ADDRESS_BOOK_V2)', () => {
  it('shows where the shopper has delivery now as Current Address and the rest as Other Addresses', async () => {
    const { user } = renderV2();
    const current = await openDelivery(user);
    expect(sectionOf(current).getByText(/312 Walnut St/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Other Addresses' })).toBeTruthy();
    const radios = within(otherAddresses()).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.value)).toEqual(['addr-home', 'addr-faraway']);
    expect(radios.some((radio) => radio.checked)).toBe(false);
    expect(screen.getByRole('button', { name: 'Add Address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Addresses' }).getAttribute('href')).toBe('/account/addresses');
    // Not the V1 book's title.
    expect(screen.queryByRole('heading', { name: 'Select Address' })).toBeNull();
  });

  it('says no address is selected while the shopper has no delivery address', async () => {
    const { user } = renderV2({ active: null });
    const current = await openDelivery(user);
    expect(sectionOf(current).getByText('No address selected.')).toBeTruthy();
    expect(within(otherAddresses()).getAllByRole('radio')).toHaveLength(3);
  });

  it('with no saved address, shows only the no-address-selected view, whatever the shopper shops now', async () => {
    const { user } = renderV2({ handlerOptions: { addresses: [] } });
    const current = await openDelivery(user);
    expect(sectionOf(current).getByText('No address selected.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Other Addresses' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View All Addresses' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Address' })).toBeTruthy();
  });

  it('checks and sets another address, which becomes the current one', async () => {
    const { user, onModalityChange } = renderV2();
    await openDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose an address first.');
    await user.click(within(otherAddresses()).getByRole('radio', { name: '1014 Vine St, Apt 5C' }));
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    await vi.waitFor(() => expect(onModalityChange).toHaveBeenCalledTimes(1));
    expect(onModalityChange.mock.lastCall?.[0]).toMatchObject({
      modalityType: 'DELIVERY',
      destination: { address: { addressLines: ['Apt 5C', '1014 Vine St'], postalCode: '45202' } },
    });
    const current = screen.getByRole('heading', { level: 2, name: 'Current Address' });
    expect(sectionOf(current).getByText(/1014 Vine St/)).toBeTruthy();
    expect(within(otherAddresses()).getByRole('radio', { name: '312 Walnut St' })).toBeTruthy();
  });

  it('does not set an address out of reach, and says so by the button', async () => {
    const { user, onModalityChange } = renderV2();
    await openDelivery(user);
    await user.click(within(otherAddresses()).getByRole('radio', { name: '2201 21st Ave S' }));
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The address you entered is not eligible for Delivery.',
    );
    expect(onModalityChange).not.toHaveBeenCalled();
  });

  it('adds an address in the same screen: the empty form, the confirm view, then Confirm Address', async () => {
    const { user, onModalityChange } = renderV2();
    await openDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByRole('form', { name: 'Add Address' })).toBeTruthy();
    expect(field(/Street Address/).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Delete Address' })).toBeNull();
    await typeMisspelt(user);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Suggested Address' })).toBeTruthy();
    expect(screen.getByText(corrected)).toBeTruthy();
    expect(screen.getByText(/1400 Vine St/)).toBeTruthy();
    // Inline, not the modal variant's 'Check Availability'.
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm Address' }));
    await vi.waitFor(() => expect(onModalityChange).toHaveBeenCalledTimes(1));
    expect(onModalityChange.mock.lastCall?.[0]).toMatchObject({
      destination: { address: { addressLines: ['1400 Vine St'], cityTown: 'Cincinnati' } },
    });
    const current = await screen.findByRole('heading', { level: 2, name: 'Current Address' });
    expect(await sectionOf(current).findByText(/1400 Vine St/)).toBeTruthy();
  });

  it('Edit Address in the confirm view goes back to the form with what the shopper typed', async () => {
    const { user } = renderV2();
    await openDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    await screen.findByRole('form', { name: 'Add Address' });
    await typeMisspelt(user);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
    expect(field(/Street Address/).value).toBe('1400 vine street');
    expect(field(/City/).value).toBe('cincinati');
  });

  it('Edit Address opens the form of a saved address in the same screen; Cancel comes back to the book', async () => {
    const { user } = renderV2();
    const current = await openDelivery(user);
    await user.click(sectionOf(current).getByRole('button', { name: 'Edit Address' }));
    expect(await screen.findByRole('form', { name: 'Edit Address' })).toBeTruthy();
    expect(field(/Street Address/).value).toBe('312 Walnut St');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const back = await screen.findByRole('heading', { level: 2, name: 'Current Address' });
    await vi.waitFor(() => expect(document.activeElement).toBe(back));
  });

  it('offers deletion only for a saved address that is not the mailing one', async () => {
    const { user } = renderV2();
    await openDelivery(user);
    await user.click(within(otherAddresses()).getByRole('button', { name: /^Edit Address.*1014 Vine St/ }));
    await screen.findByRole('form', { name: 'Edit Address' });
    expect(screen.queryByRole('button', { name: 'Delete Address' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: /^Edit Address.*2201 21st Ave S/ }));
    expect(await screen.findByRole('button', { name: 'Delete Address' })).toBeTruthy();
  });

  it('deletes an address: back to the book without it and with nothing chosen', async () => {
    const { user, calls } = renderV2();
    await openDelivery(user);
    await user.click(within(otherAddresses()).getByRole('radio', { name: '2201 21st Ave S' }));
    await user.click(screen.getByRole('button', { name: /^Edit Address.*2201 21st Ave S/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete Address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Address' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Current Address' })).toBeTruthy();
    expect(calls.deleteAddress).toHaveBeenCalledWith(expect.anything(), 'addr-faraway');
    expect(screen.getByText('Address successfully deleted').getAttribute('role')).toBe('status');
    const radios = within(otherAddresses()).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.value)).toEqual(['addr-home']);
    expect(radios.some((radio) => radio.checked)).toBe(false);
    expect(screen.queryByText('2201 21st Ave S')).toBeNull();
  });

  it('keeps the address when the deletion fails, saying so', async () => {
    const { user } = renderV2({ handlerOptions: { failures: { deleteAddress: { status: 503 } } } });
    await openDelivery(user);
    await user.click(screen.getByRole('button', { name: /^Edit Address.*2201 21st Ave S/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete Address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Address' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/technical difficulties/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(field(/Street Address/).value).toBe('2201 21st Ave S');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 2, name: 'Current Address' });
    expect(within(otherAddresses()).getByRole('radio', { name: '2201 21st Ave S' })).toBeTruthy();
  });

  it('asks a visitor to sign in first, with no Edit Address', async () => {
    const { user } = renderV2({ signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Delivery' }));
    expect(screen.getByRole('heading', { level: 2, name: "You're Not Signed In" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Current Address' })).toBeNull();
  });

  it('keeps the confirm view inline in the modal too', async () => {
    const { user } = renderV2({ modal: true });
    await openDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    await screen.findByRole('form', { name: 'Add Address' });
    await typeMisspelt(user);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Suggested Address' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: 'Check Availability' })).toBeNull();
  });

  it('is on the Delivery tab of the V2 selector', async () => {
    renderV2({ props: { version: 'V2' } });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Delivery' }));
    expect(await screen.findByRole('heading', { name: 'Current Address' })).toBeTruthy();
  });
});

describe('a host that does not ask for v2', () => {
  it('keeps the V1 address book', async () => {
    render(
      <SchedulingTestProvider handlers={schedulingHandlers()}>
        <ModalitySelector signedIn onModalityChange={() => undefined} />
      </SchedulingTestProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delivery' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Select Address' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Current Address' })).toBeNull();
  });
});

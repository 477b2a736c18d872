// §4 "On save" (an address call resets the error, makes the call, then reads its error: here add,
// update and remove) and the generic §8 messages a failed address call shows: session expired,
// LF8745B, technical difficulties with the customer service number.
import type { Address } from '@aisle/contracts';
import { ServiceError } from '@aisle/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchedulingCalls } from '../calls';
import { ModalitySelector } from '../modalitySelector/ModalitySelector';
import { deliveryTo, faraway, homeAddress, officeAddress } from '../testing/fixtures';
import { schedulingHandlers } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';

type User = ReturnType<typeof userEvent.setup>;

const technicalDifficulties =
  "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.";

/** A call's answer held back until the test lets it go, to look at the screen while it runs. */
function held<T>() {
  let release: (value: T) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

/** The alert in `container` says `message` (after the alert's own hidden 'Error' label). */
async function expectAlert(container: HTMLElement, message: string) {
  const alert = await within(container).findByRole('alert');
  expect(within(alert).getByText(message)).toBeTruthy();
}

function renderBook(calls: Partial<SchedulingCalls>) {
  render(
    <SchedulingTestProvider handlers={schedulingHandlers()} calls={{ scheduling: calls }}>
      <ModalitySelector
        addressBookVersion="V2"
        signedIn
        activeModality={deliveryTo(officeAddress)}
        onModalityChange={() => undefined}
      />
    </SchedulingTestProvider>,
  );
  return userEvent.setup();
}

async function openDelivery(user: User) {
  await user.click(screen.getByRole('button', { name: 'Delivery' }));
  await screen.findByRole('heading', { level: 2, name: 'Current Address' });
}

/** Opens the deletion question of the saved 2201 21st Ave S and answers it. */
async function deleteSeattle(user: User) {
  await openDelivery(user);
  await user.click(screen.getByRole('button', { name: /^Edit Address.*2201 21st Ave S/ }));
  await user.click(await screen.findByRole('button', { name: 'Delete Address' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete Address' }));
  return dialog;
}

describe('given an address call that fails, then is tried again (§4 "On save")', () => {
  it('remove: the error goes as the new call starts, and the address goes once it answers', async () => {
    const retry = held<{ successful: boolean }>();
    const deleteAddress = vi
      .fn<SchedulingCalls['deleteAddress']>()
      .mockRejectedValueOnce(new ServiceError({ status: 500 }))
      .mockReturnValueOnce(retry.promise);
    const user = renderBook({ deleteAddress });
    const dialog = await deleteSeattle(user);
    await expectAlert(dialog, technicalDifficulties);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Address' }));
    await vi.waitFor(() => expect(deleteAddress).toHaveBeenCalledTimes(2));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    retry.release({ successful: true });
    expect(await screen.findByText('Address successfully deleted')).toBeTruthy();
  });

  it('update: the form’s error goes as the new call starts; a second failure shows its own error', async () => {
    const retry = held<Address>();
    const updateAddress = vi
      .fn<SchedulingCalls['updateAddress']>()
      .mockRejectedValueOnce(new ServiceError({ status: 500 }))
      .mockReturnValueOnce(retry.promise);
    const user = renderBook({ updateAddress });
    await openDelivery(user);
    await user.click(screen.getAllByRole('button', { name: 'Edit Address' })[0] as HTMLElement);
    await screen.findByRole('form', { name: 'Edit Address' });
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    const form = screen.getByRole('form', { name: 'Edit Address' });
    await expectAlert(form, technicalDifficulties);
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    await vi.waitFor(() => expect(updateAddress).toHaveBeenCalledTimes(2));
    expect(within(form).queryByRole('alert')).toBeNull();
    retry.fail(new ServiceError({ status: 401 }));
    await expectAlert(form, 'Your session has expired.');
  });

  it('add: the form’s error goes as the new call starts', async () => {
    const retry = held<Address>();
    const addAddress = vi
      .fn<SchedulingCalls['addAddress']>()
      .mockRejectedValueOnce(new ServiceError({ status: 503, code: 'LF8745B' }))
      .mockReturnValueOnce(retry.promise);
    const user = renderBook({ addAddress });
    await openDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    const form = await screen.findByRole('form', { name: 'Add Address' });
    await user.type(within(form).getByRole('textbox', { name: /Street Address/ }), '100 E Corry St');
    await user.type(within(form).getByRole('textbox', { name: /City/ }), 'Cincinnati');
    await user.selectOptions(within(form).getByRole('combobox', { name: /State\/Province/ }), 'OH');
    await user.type(within(form).getByRole('textbox', { name: /Postal Code/ }), '45219');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await expectAlert(form, 'We are experiencing technical difficulties. Please try again in a few moments.');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await vi.waitFor(() => expect(addAddress).toHaveBeenCalledTimes(2));
    expect(within(form).queryByRole('alert')).toBeNull();
  });
  it('fetch: the error goes as the new load starts, and the addresses come once it answers', async () => {
    const retry = held<Address[]>();
    const getAddresses = vi
      .fn<SchedulingCalls['getAddresses']>()
      .mockRejectedValueOnce(new ServiceError({ status: 500 }))
      .mockReturnValueOnce(retry.promise);
    const user = renderBook({ getAddresses });
    await user.click(screen.getByRole('button', { name: 'Delivery' }));
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toMatch(/^We could not load your saved addresses\./);
    await user.click(within(problem).getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(getAddresses).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
    retry.release([homeAddress, faraway]);
    expect(await screen.findByRole('radiogroup', { name: 'Other Addresses' })).toBeTruthy();
  });
});

describe('given the generic messages of a failed address call (§8)', () => {
  it.each([
    ['a 401', new ServiceError({ status: 401 }), 'Your session has expired.'],
    ['a 403', new ServiceError({ status: 403 }), 'Your session has expired.'],
    [
      'code LF8745B',
      new ServiceError({ status: 503, code: 'LF8745B' }),
      'We are experiencing technical difficulties. Please try again in a few moments.',
    ],
    ['any other failure', new ServiceError({ status: 500, code: 'INTERNAL' }), technicalDifficulties],
  ])('%s says %j', async (_name, error, message) => {
    const user = renderBook({ deleteAddress: vi.fn<SchedulingCalls['deleteAddress']>().mockRejectedValue(error) });
    const dialog = await deleteSeattle(user);
    await expectAlert(dialog, message);
  });
});

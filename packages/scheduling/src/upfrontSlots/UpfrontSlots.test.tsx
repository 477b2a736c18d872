import type { PromiseV4 } from '@aisle/contracts/scheduling';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { schedulingPaths } from '@aisle/contracts/scheduling';
import { http, type RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userTimeZone } from '../api';
import { corryville, overTheRhine } from '../testing/fixtures';
import { timeslotUnavailableError } from '../testing/handlers/promisingHandlers';
import { referenceStringTables } from '../testing/handlers/stringTableHandlers';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { UpfrontSlots, type UpfrontSlotsProps } from './UpfrontSlots';
import type { UpfrontReservation } from './useReserve';

// The test clock reads Sunday 11/22/2026, 7:00 AM in Cincinnati (12:00 UTC). Corryville's quoted
// week: today from 8 AM, its first time Kroger Delivery's EXPRESS at $11.95; Thursday 11/26 has no
// time. Over-the-Rhine has none today.
const cart = [
  { gtin13: '0001111041700', quantity: 2 },
  { gtin13: '0001111060933', quantity: 1, offerId: 'offer-1' },
];

const deliveryAddress = {
  addressLines: ['Apt 4', '2600 Clifton Ave'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45221',
  countryCode: 'US',
};

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

function renderSlots(
  props: Partial<UpfrontSlotsProps> = {},
  handlerOptions: SchedulingHandlersOptions = {},
  /** Answer first: a handler that returns nothing passes the request on to the in-memory ones. */
  before: readonly RequestHandler[] = [],
) {
  const requests: Recorded[] = [];
  const record = http.all('*', async ({ request }) => {
    const body: unknown = request.method === 'GET' ? undefined : await request.clone().json();
    const { pathname: path, searchParams } = new URL(request.url);
    requests.push({
      method: request.method,
      path,
      query: Object.fromEntries(searchParams),
      body,
      headers: request.headers,
    });
  });
  const onReserved = vi.fn<(reservation: UpfrontReservation) => void | Promise<void>>();
  render(
    <SchedulingTestProvider handlers={[record, ...before, ...schedulingHandlers(handlerOptions)]}>
      <UpfrontSlots
        locationId={corryville.locationId}
        items={cart}
        onReserved={onReserved}
        timeZone="America/Chicago"
        {...props}
      />
    </SchedulingTestProvider>,
  );
  const calls = (path: string) => requests.filter((request) => request.path.endsWith(path));
  return {
    user: userEvent.setup(),
    onReserved,
    quoteCalls: () => calls('/quotes'),
    promiseCalls: () => calls('/promises'),
  };
}

const days = () => screen.getByRole('group', { name: 'Delivery day' });
const day = (name: RegExp) => within(days()).getByRole('radio', { name });
const times = () => screen.getByRole('radiogroup', { name: /^Delivery times for/ });
const reserveButton = (name = 'Reserve Your Time') => screen.getByRole('button', { name });
const loaded = () => screen.findByRole('radiogroup', { name: /^Delivery times for/ });

describe('the upfront delivery time slots, loading', () => {
  it('asks for the store’s delivery times for the cart on mount with the time-slot request (CALL-10)', async () => {
    // Slower than the spinner's 200 ms delay (§9), so the loading state is seen.
    const { quoteCalls } = renderSlots({}, { delayMs: 400 });
    expect(screen.getByRole('heading', { name: 'Choose a day and time' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('Loading available times')).toBeTruthy();
    await loaded();
    const [call] = quoteCalls();
    expect(quoteCalls()).toHaveLength(1);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      modalityType: 'DELIVERY',
      locationId: '01400378',
      items: [
        { gtin13: '0001111041700', quantity: 2 },
        { gtin13: '0001111060933', quantity: 1, offerId: 'offer-1' },
      ],
      locale: 'en-US',
    });
    expect(call?.query).toEqual({ page: 'storefront', component: 'upfront-timeslots' });
    expect(call?.headers.get('user-time-zone')).toBe('America/Chicago');
  });

  it('names the page it was opened from, and sends the delivery vendors the host names', async () => {
    const vendors = [{ source: 'KROGER', handoff: 'DELIVERY' }];
    const { quoteCalls } = renderSlots({ openedFrom: 'cart', vendors });
    await loaded();
    expect(quoteCalls()[0]?.query).toEqual({ page: 'cart', component: 'upfront-timeslots' });
    expect(quoteCalls()[0]?.body).toMatchObject({ modalityType: 'DELIVERY', vendors, locale: 'en-US' });
  });

  it('sends the browser’s time zone when given none, and only the lines’ gtin13, offer and quantity', async () => {
    const lines = [{ gtin13: '0001111041700', quantity: 3, substitutionPolicy: 'NONE', id: 'line-1' }];
    const { quoteCalls } = renderSlots({ items: lines, timeZone: undefined });
    await loaded();
    expect(quoteCalls()[0]?.headers.get('user-time-zone')).toBe(userTimeZone());
    expect(quoteCalls()[0]?.body).toMatchObject({ items: [{ gtin13: '0001111041700', quantity: 3 }] });
  });

  it('shows the week, today first, each day with its cheapest time or none', async () => {
    renderSlots();
    await loaded();
    const labels = within(days())
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual([
      'Today From $4.95',
      'Mon 11/23 From $4.95',
      'Tue 11/24 From $4.95',
      'Wed 11/25 From $4.95',
      'Thu 11/26 No times',
      'Fri 11/27 From $4.95',
      'Sat 11/28 From $4.95',
    ]);
    expect(screen.getByRole('region', { name: 'Delivery day' })).toBeTruthy();
  });

  it('preselects the first available day and its first time, showing window, cost, vendor and EXPRESS', async () => {
    renderSlots();
    await loaded();
    expect(day(/^Today/)).toHaveProperty('checked', true);
    const first = within(times()).getByRole('radio', { name: '8:00 AM – 10:00 AM Express' });
    expect(first).toHaveProperty('checked', true);
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(times()).getByRole('radio', {
        name: '8:00 AM – 10:00 AM Express',
        description: '$11.95 · Kroger Delivery',
      }),
    ).toBe(first);
    expect(
      within(times()).getByRole('radio', { name: '4:00 PM – 6:00 PM', description: '$9.95 · Instacart' }),
    ).toBeTruthy();
    expect(within(times()).getAllByRole('radio')).toHaveLength(9);
    expect(screen.getByRole('radiogroup', { name: 'Delivery times for Today' })).toBe(times());
  });

  it('starts at the first day with times when today has none', async () => {
    renderSlots({ locationId: overTheRhine.locationId });
    await loaded();
    expect(day(/^Today/).closest('label')?.textContent).toBe('Today No times');
    expect(day(/^Mon 11\/23/)).toHaveProperty('checked', true);
    expect(screen.getByRole('radiogroup', { name: 'Delivery times for Mon 11/23' })).toBeTruthy();
    expect(
      within(times()).getByRole('radio', { name: '8:00 AM – 10:00 AM', description: '$7.95 · Kroger Delivery' }),
    ).toHaveProperty('checked', true);
  });

  it('says so when a chosen day has no times', async () => {
    const { user } = renderSlots();
    await loaded();
    await user.click(day(/^Thu 11\/26/));
    expect(screen.queryByRole('radiogroup', { name: /^Delivery times for/ })).toBeNull();
    const status = screen.getAllByRole('status').find((each) => each.textContent?.startsWith('There are'));
    expect(status?.textContent).toBe(
      'There are no time slots available for this store for this day. Please select a different date or store.',
    );
  });
});

describe('the upfront delivery time slots, failing to load', () => {
  it("says there was a problem with a customer-service note, and 'Try Again' loads again", async () => {
    const { user, quoteCalls } = renderSlots({}, { failures: { quotes: { status: 503, times: 1 } } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "We're sorry, but there was a problem loading available times.If the problem persists, please contact Customer Service at 1-800-555-0100.",
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await loaded();
    expect(quoteCalls()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the string table’s SOMETHING_WENT_WRONG once it has loaded (§7)', async () => {
    const tables = referenceStringTables('Kroger');
    const upfront = tables['checkout/upfront-timeslots'];
    const stringTables = {
      ...tables,
      'checkout/upfront-timeslots': {
        ...upfront,
        SOMETHING_WENT_WRONG: { headingText: 'No times right now.', bodyText: 'Call us at {phone}.' },
      },
    };
    renderSlots({}, { failures: { quotes: { status: 503 } }, stringTables });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('No times right now.Call us at 1-800-555-0100.'),
    );
  });

  it('shows code TS1079 for a 500 from the edge with its unknown-response code (§8)', async () => {
    renderSlots({}, { failures: { quotes: { status: 500, code: 'UNKNOWN_RESPONSE' } } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong (TS1079). Please try again.If the problem persists, please contact Customer Service at 1-800-555-0100.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it.each([
    [{ status: 403 }, 'Your session has expired.'],
    [{ status: 400, code: 'INVALID_ADDRESS' }, 'The ZIP code entered is not a valid ZIP code.'],
    [{ status: 400, code: 'FULL_ADDRESS_REQUIRED' }, 'The ZIP code entered is not a valid ZIP code.'],
    ['network-error' as const, 'You appear to be offline. Please restore network connectivity to continue.'],
  ])('on %j says “%s”', async (failure, message) => {
    renderSlots({}, { failures: { quotes: failure } });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("shows the no-delivery page for a week without times, and 'Try Again' asks again", async () => {
    const { user, quoteCalls } = renderSlots({}, { promising: { emptyWeek: true } });
    const status = await screen.findByText(
      "We're sorry, the store you are shopping does not have any timeslots available for delivery.",
    );
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Reserve Your Time' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(quoteCalls()).toHaveLength(2));
  });
});

describe('the upfront delivery time slots, reserving', () => {
  it('reserves the chosen time and reports the delivery modality and the promise', async () => {
    const { user, onReserved, promiseCalls } = renderSlots({ address: deliveryAddress });
    await loaded();
    await user.click(within(times()).getByRole('radio', { name: '10:00 AM – 12:00 PM' }));
    await user.click(reserveButton());
    await waitFor(() => expect(onReserved).toHaveBeenCalledTimes(1));
    const [call] = promiseCalls();
    expect(call?.body).toEqual({
      modalityType: 'DELIVERY',
      locationId: '01400378',
      optionIds: ['DELIVERY-01400378-2026-11-22-instacart:1000'],
      items: [
        { gtin13: '0001111041700', quantity: 2 },
        { gtin13: '0001111060933', quantity: 1, offerId: 'offer-1' },
      ],
      originalWindow: { value: '2026-11-22T10:00:00/2026-11-22T12:00:00', timezone: 'America/New_York' },
      vendorId: 'instacart',
    });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
    const reservation = onReserved.mock.calls[0]?.[0];
    expect(reservation?.modality).toEqual({
      id: 'DELIVERY-01400378',
      modalityType: 'DELIVERY',
      destination: { locationId: '01400378', address: deliveryAddress },
      createdDate: '2026-11-22T12:00:00.000Z',
      source: 'Options',
    });
    expect(reservation?.promise).toMatchObject({
      modalityType: 'DELIVERY',
      versionKey: '1',
      expiration: { value: '2026-11-22T12:30:00.000Z' },
      selections: [{ vendor: { id: 'instacart' }, window: { value: '2026-11-22T10:00:00/2026-11-22T12:00:00' } }],
    });
  });

  it('asks for a time when none is chosen on the day shown, and forgets the message once one is', async () => {
    const { user, onReserved, promiseCalls } = renderSlots();
    await loaded();
    await user.click(day(/^Mon 11\/23/));
    expect(
      within(times())
        .getAllByRole('radio')
        .every((radio) => !(radio as HTMLInputElement).checked),
    ).toBe(true);
    await user.click(reserveButton());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please select a time to continue');
    expect(times().getAttribute('aria-invalid')).toBe('true');
    expect(times().getAttribute('aria-describedby')).toContain(alert.id);
    await user.click(within(times()).getAllByRole('radio')[0] as HTMLElement);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(times().getAttribute('aria-invalid')).toBeNull();
    expect(promiseCalls()).toHaveLength(0);
    expect(onReserved).not.toHaveBeenCalled();
  });

  it('asks for a time on a day without times too, and changing day clears it', async () => {
    const { user } = renderSlots();
    await loaded();
    await user.click(day(/^Thu 11\/26/));
    await user.click(reserveButton());
    expect(screen.getByRole('alert').textContent).toBe('Please select a time to continue');
    await user.click(day(/^Fri 11\/27/));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the time is gone on TIMESLOT_UNAVAILABLE and loads the quotes again', async () => {
    const { user, onReserved, quoteCalls } = renderSlots(
      {},
      { failures: { createPromise: { ...timeslotUnavailableError, times: 1 } } },
    );
    await loaded();
    await user.click(reserveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The time you selected for your order is no longer available. Please select a new time.',
    );
    await waitFor(() => expect(quoteCalls()).toHaveLength(2));
    expect(onReserved).not.toHaveBeenCalled();
    // Still choosing: the week stays on screen.
    expect(times()).toBeTruthy();
  });

  it('says the time was not reserved when the service fails, and reserves on a second try', async () => {
    const { user, onReserved } = renderSlots({}, { failures: { createPromise: { status: 500, times: 1 } } });
    await loaded();
    await user.click(reserveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your requested time slot was not reserved. Please try again.',
    );
    await user.click(reserveButton());
    await waitFor(() => expect(onReserved).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the session expired on a 401 while reserving', async () => {
    const { user } = renderSlots({}, { failures: { createPromise: { status: 401 } } });
    await loaded();
    await user.click(reserveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Your session has expired.');
  });

  it('shows the technical-difficulties message when the host cannot take the reservation', async () => {
    const { user, onReserved } = renderSlots();
    onReserved.mockRejectedValueOnce(new Error('cart service down'));
    await loaded();
    await user.click(reserveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
    );
  });

  it('reserves once however often the button is pressed while it works', async () => {
    // The promise is held unanswered until both presses are in, however slow the machine.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const hold = http.post(`*${schedulingPaths.promises}`, () => answered);
    const { user, onReserved, promiseCalls } = renderSlots({}, {}, [hold]);
    await loaded();
    const button = reserveButton();
    await user.click(button);
    await waitFor(() => expect(promiseCalls()).toHaveLength(1));
    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer();
    await waitFor(() => expect(onReserved).toHaveBeenCalledTimes(1));
    expect(promiseCalls()).toHaveLength(1);
  });
});

describe('the upfront delivery time slots, around the choice', () => {
  const held: PromiseV4 = {
    id: '00000000-0000-4000-9000-000000000009',
    modalityType: 'DELIVERY',
    versionKey: '1',
    modalityGuid: 'DELIVERY-01400378',
    expiration: { value: '2026-11-22T12:25:00.000Z' },
    selections: [
      {
        vendor: { id: 'kroger-delivery' },
        window: { value: '2026-11-23T10:00:00/2026-11-23T12:00:00', timezone: 'America/New_York' },
        items: { included: [], excluded: [] },
      },
    ],
  };

  it('shows how long a held reservation lasts in the shopper’s zone, with its time chosen and Edit Reservation', async () => {
    renderSlots({ reservation: held });
    expect(screen.getByText('Your delivery time is reserved until 6:25 AM.').getAttribute('role')).toBe('status');
    await loaded();
    expect(day(/^Mon 11\/23/)).toHaveProperty('checked', true);
    expect(
      within(times()).getByRole('radio', { name: '10:00 AM – 12:00 PM', description: '$7.95 · Kroger Delivery' }),
    ).toHaveProperty('checked', true);
    expect(reserveButton('Edit Reservation')).toBeTruthy();
  });

  it('tells of a reservation that has expired and offers to reserve again', async () => {
    renderSlots({ reservation: { ...held, expiration: { value: '2026-11-22T11:55:00.000Z' } }, openedFrom: 'cart' });
    expect(screen.getByText('Your reservation expired at 5:55 AM. Please choose a new time.')).toBeTruthy();
    await loaded();
    expect(reserveButton('Schedule Delivery')).toBeTruthy();
  });

  it.each([
    ['storefront', 'Reserve Your Time'],
    ['cart', 'Schedule Delivery'],
    ['checkout', 'Schedule Delivery'],
  ] as const)('opened from %s, the button reads %s', async (openedFrom, label) => {
    renderSlots({ openedFrom });
    await loaded();
    expect(reserveButton(label)).toBeTruthy();
  });

  it("shows where it delivers, with 'Change Address' when the host can change it", async () => {
    const onChangeAddress = vi.fn();
    const { user } = renderSlots({ address: deliveryAddress, onChangeAddress });
    expect(screen.getByText('Deliver to').parentElement?.textContent).toBe(
      'Deliver to 2600 Clifton Ave, Apt 4, Cincinnati, OH 45221',
    );
    await user.click(screen.getByRole('button', { name: 'Change Address' }));
    expect(onChangeAddress).toHaveBeenCalledTimes(1);
  });

  it('leaves out Deliver to without an address', async () => {
    renderSlots();
    await loaded();
    expect(screen.queryByText('Deliver to')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Address' })).toBeNull();
  });
});

describe('the upfront delivery time slots, by keyboard', () => {
  it('moves between days with the arrow keys, chooses a time with Space and reserves with Enter', async () => {
    const { user, onReserved } = renderSlots();
    await loaded();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toBe(document.activeElement);
    await user.tab();
    expect(day(/^Today/)).toBe(document.activeElement);
    await user.keyboard('{ArrowRight}');
    expect(day(/^Mon 11\/23/)).toBe(document.activeElement);
    expect(day(/^Mon 11\/23/)).toHaveProperty('checked', true);
    expect(screen.getByRole('radiogroup', { name: 'Delivery times for Mon 11/23' })).toBeTruthy();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toBe(document.activeElement);
    await user.tab();
    const [first, second] = within(times()).getAllByRole('radio');
    expect(first).toBe(document.activeElement);
    await user.keyboard('{ArrowDown}');
    expect(second).toBe(document.activeElement);
    expect(second).toHaveProperty('checked', true);
    await user.tab();
    expect(reserveButton()).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onReserved).toHaveBeenCalledTimes(1));
    expect(onReserved.mock.calls[0]?.[0].promise.selections[0]?.window.value).toBe(
      '2026-11-23T08:00:00/2026-11-23T10:00:00',
    );
    expect(onReserved.mock.calls[0]?.[0].promise.selections[0]?.vendor.id).toBe('kroger-delivery');
  });
});

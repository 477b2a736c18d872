import type { PromiseV4 } from '@aisle/contracts/scheduling';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { corryville } from '../testing/fixtures';
import type { SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { UpfrontSlots, type UpfrontSlotsProps } from './UpfrontSlots';

// The test clock reads Sunday 11/22/2026, 7:00 AM in Cincinnati. Corryville's week: today from
// 8 AM, its first time EXPRESS; Thursday 11/26 has no time.
const cart = [
  { gtin13: '0001111041700', quantity: 2 },
  { gtin13: '0001111060933', quantity: 1 },
];

const held: PromiseV4 = {
  id: '00000000-0000-4000-9000-000000000001',
  modalityType: 'DELIVERY',
  versionKey: '1',
  modalityGuid: 'DELIVERY-01400378',
  expiration: { value: '2026-11-22T12:25:00.000Z' },
  selections: [
    {
      vendor: { id: 'kroger-delivery' },
      window: { value: '2026-11-23T10:00:00/2026-11-23T12:00:00', timezone: 'America/New_York' },
      items: { included: cart, excluded: [] },
    },
  ],
};

interface StoryArgs extends UpfrontSlotsProps {
  handlerOptions: SchedulingHandlersOptions;
}

const meta = {
  title: 'Scheduling/Upfront slots',
  component: UpfrontSlots,
  args: {
    handlerOptions: {},
    locationId: corryville.locationId,
    items: cart,
    timeZone: 'America/New_York',
    address: {
      addressLines: ['Apt 4', '2600 Clifton Ave'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45221',
      countryCode: 'US',
    },
    onChangeAddress: fn(),
    onReserved: fn(),
  },
  render: ({ handlerOptions, ...props }) => (
    <SchedulingTestProvider handlerOptions={handlerOptions}>
      <div style={{ maxWidth: 720 }}>
        <UpfrontSlots {...props} />
      </div>
    </SchedulingTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const timesOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('radiogroup', { name: /^Delivery times for/ });

/** The week loaded: today and its first time (EXPRESS) chosen; reserving reports the promise. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const times = within(await timesOf(canvasElement));
    await expect(canvas.getByRole('heading', { name: 'Choose a day and time' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Today From $4.95' })).toBeChecked();
    await expect(times.getByRole('radio', { name: '8:00 AM – 10:00 AM Express' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve Your Time' }));
    await waitFor(() => expect(args.onReserved).toHaveBeenCalledOnce());
  },
};

/** No time all week: the no-delivery page with 'Try Again'. */
export const Empty: Story = {
  args: { handlerOptions: { promising: { emptyWeek: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "We're sorry, the store you are shopping does not have any timeslots available for delivery.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The quotes failed: the problem loading times, whom to call, and 'Try Again'. */
export const LoadFailed: Story = {
  args: { handlerOptions: { failures: { quotes: { status: 503 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "We're sorry, but there was a problem loading available times.",
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** A 500 from the edge with its unknown-response code (§8): the error with code TS1079, whom to call, 'Try Again'. */
export const UnknownResponse: Story = {
  args: { handlerOptions: { failures: { quotes: { status: 500, code: 'UNKNOWN_RESPONSE' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong (TS1079). Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** Another day chosen and no time on it: reserving asks for one; a day without times says so. */
export const SelectTimeMessage: Story = {
  args: { openedFrom: 'cart' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await timesOf(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Mon 11/23 From $4.95' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Delivery' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a time to continue');
    await expect(await timesOf(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onReserved).not.toHaveBeenCalled();
  },
};

/** A reservation held until 7:25 AM: its time chosen, and the button reads 'Edit Reservation'. */
export const HeldReservation: Story = {
  args: { reservation: held },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your delivery time is reserved until 7:25 AM.')).toBeVisible();
    const times = within(await timesOf(canvasElement));
    await expect(canvas.getByRole('radio', { name: 'Mon 11/23 From $4.95' })).toBeChecked();
    await expect(
      times.getByRole('radio', { name: '10:00 AM – 12:00 PM', description: '$7.95 · Kroger Delivery' }),
    ).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Edit Reservation' })).toBeVisible();
  },
};

/** A day without times chosen: §8's no-slots message. */
export const DayWithoutTimes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await timesOf(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Thu 11/26 No times' }));
    await expect(
      canvas.getByText(
        'There are no time slots available for this store for this day. Please select a different date or store.',
      ),
    ).toBeVisible();
  },
};

import type { Checkout, PaymentUpdate } from '@aisle/contracts/checkout';
import type { WalletCard } from '@aisle/contracts/wallet';
import { useServiceClient } from '@aisle/core';
import { Button, Card } from '@aisle/ui';
import { demoSecureFrameUrl, ebtCard, expiredMastercard, giftCard, preferredVisa } from '@aisle/wallet/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { updateCheckout } from '../api';
import { CheckoutTestProvider } from '../testing/CheckoutTestProvider';
import type { CheckoutFailures } from '../testing/handlers/failures';
import { deliveryDraft } from '../testing/fixtures';
import { PayingWith } from './PayingWith';
import { usePaymentMethods } from './usePaymentMethods';

interface StoryArgs {
  cards?: readonly WalletCard[];
  failures?: CheckoutFailures;
  /** The draft the page starts from: the delivery draft unless a story needs another. */
  draft?: Checkout;
}

/** What the block sent and what Place order got, for the play functions to read. */
const sent: PaymentUpdate[][] = [];
const placed: unknown[] = [];

/** The draft as the service last answered, its payment updates sent with the current versionKey. */
function PayingWithOnDraft({ draft }: { draft: Checkout }) {
  const client = useServiceClient();
  const [checkout, setCheckout] = useState<Checkout>(() => {
    sent.length = 0;
    placed.length = 0;
    return draft;
  });
  const latest = useRef(checkout);
  // The demo frames are Blob URL documents of this very origin.
  const [walletSettings] = useState(() => ({
    secureFieldsOrigin: window.location.origin,
    secureFieldsFrameUrl: demoSecureFrameUrl,
  }));
  const payment = usePaymentMethods();
  const changePayments = async (payments: PaymentUpdate[]) => {
    sent.push(payments);
    const current = latest.current;
    const answer = await updateCheckout(client, current.id, { versionKey: current.versionKey, payments });
    latest.current = answer;
    setCheckout(answer);
  };
  return (
    <>
      <PayingWith
        checkout={checkout}
        onPaymentsChange={changePayments}
        walletSettings={walletSettings}
        paymentMethodsRef={payment.ref}
      />
      <Button
        onClick={() =>
          void payment.getPaymentMethods().then(
            (methods) => placed.push(methods),
            (error: unknown) => placed.push(error),
          )
        }
      >
        Place order
      </Button>
    </>
  );
}

const meta = {
  title: 'Checkout/Payment page/Paying With',
  args: {},
  render: ({ cards, failures, draft = deliveryDraft }) => (
    <CheckoutTestProvider handlerOptions={{ checkouts: [draft], ...(cards ? { wallet: { cards } } : {}), failures }}>
      <Card>
        <PayingWithOnDraft draft={draft} />
      </Card>
    </CheckoutTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function dialogNamed(canvasElement: HTMLElement, name: string) {
  const dialog = await body(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The SNAP EBT amount field, once the cards are in and the default choice made. */
async function snapAmount(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('textbox', { name: /Amount to charge to SNAP EBT/ });
}

async function applySnapAmount(canvasElement: HTMLElement, typed: (field: HTMLElement) => Promise<void>) {
  const field = await snapAmount(canvasElement);
  // The update sent on load is answered: the button reads 'Update Amount' again.
  const apply = await within(canvasElement).findByRole('button', { name: 'Update Amount' });
  await userEvent.clear(field);
  await typed(field);
  await userEvent.click(apply);
  return field;
}

/** Types into the PIN widget (a same-origin demo frame here), as the shopper would. */
async function typePin(canvasElement: HTMLElement, pin: string) {
  const iframe = (await body(canvasElement).findByTitle('Enter Your SNAP EBT PIN')) as HTMLIFrameElement;
  await waitFor(() => expect(iframe.closest('[data-state]')?.getAttribute('data-state')).toBe('loaded'), {
    timeout: 5000,
  });
  const field = (iframe.contentDocument as Document).getElementById('pin') as HTMLInputElement;
  field.value = pin;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const bank = (amount: number) => ({ id: preferredVisa.id, paymentType: 'BANK_CARD', amount });

/** The cards load: the preferred card and, for SNAP items, the EBT card; the update is sent at once. */
export const ChosenOnLoad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Paying With' })).toBeVisible();
    await expect(await canvas.findByText('Visa ending in 1111')).toBeVisible();
    await expect(canvas.getByText('SNAP EBT card ending in 6789')).toBeVisible();
    await expect(await snapAmount(canvasElement)).toHaveValue('18.97');
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toEqual([bank(34.07), { id: ebtCard.id, paymentType: 'EBT', balance: null, amount: 18.97 }]);
  },
};

/** A smaller SNAP EBT amount: the bank card takes the rest. */
export const SnapAmountApplied: Story = {
  play: async ({ canvasElement }) => {
    await applySnapAmount(canvasElement, (field) => userEvent.type(field, '1000'));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]).toEqual([bank(43.04), { id: ebtCard.id, paymentType: 'EBT', balance: null, amount: 10 }]);
  },
};

/** An emptied amount: 'Amount is required', nothing sent. */
export const SnapAmountRequired: Story = {
  play: async ({ canvasElement }) => {
    await applySnapAmount(canvasElement, async () => undefined);
    await expect(await within(canvasElement).findByText('Amount is required')).toBeVisible();
    await expect(sent).toHaveLength(1);
  },
};

/** $0.00 pasted: the $0.01 minimum, and what was typed kept. */
export const SnapAmountMinimum: Story = {
  play: async ({ canvasElement }) => {
    const field = await applySnapAmount(canvasElement, () => userEvent.paste('0'));
    await expect(
      await within(canvasElement).findByText('The minimum amount you can charge to your SNAP EBT card is $0.01'),
    ).toBeVisible();
    await expect(field).toHaveValue('0.00');
  },
};

/** The service knows a minimum authorised amount ($5.00): under it, its minimum, nothing sent. */
export const SnapAmountAuthorisedMinimum: Story = {
  args: {
    draft: { ...deliveryDraft, summary: { cost: { ...deliveryDraft.summary.cost, ebtMinimum: 5 } } },
  },
  play: async ({ canvasElement }) => {
    const field = await applySnapAmount(canvasElement, (typed) => userEvent.type(typed, '499'));
    await expect(
      await within(canvasElement).findByText('The minimum amount you can charge to your SNAP EBT card is $5.00'),
    ).toBeVisible();
    await expect(field).toHaveValue('4.99');
    await expect(sent).toHaveLength(1);
  },
};

/** More than the SNAP-eligible total: its maximum, and what was typed kept. */
export const SnapAmountMaximum: Story = {
  play: async ({ canvasElement }) => {
    const field = await applySnapAmount(canvasElement, (typed) => userEvent.type(typed, '2000'));
    await expect(
      await within(canvasElement).findByText('The maximum amount you can charge to your SNAP EBT card is $18.97'),
    ).toBeVisible();
    await expect(field).toHaveValue('20.00');
    await expect(sent).toHaveLength(1);
  },
};

/** Up to 20 characters (§5): digits past them are not taken. */
export const SnapAmountLength: Story = {
  play: async ({ canvasElement }) => {
    const field = await applySnapAmount(canvasElement, (typed) => userEvent.type(typed, '1'.repeat(25)));
    await expect((field as HTMLInputElement).value.length).toBeLessThanOrEqual(20);
    await expect((field as HTMLInputElement).value).toBe('1,111,111,111,111.11');
  },
};

/** A checked SNAP balance lower than the SNAP-eligible total caps the amount. */
export const SnapBalanceCaps: Story = {
  args: { cards: [preferredVisa, { ...ebtCard, balance: 'USD 5.00' }] },
  play: async ({ canvasElement }) => {
    await expect(await snapAmount(canvasElement)).toHaveValue('5.00');
    await expect(within(canvasElement).getByText('Up to $5.00')).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.[1]).toEqual({ id: ebtCard.id, paymentType: 'EBT', balance: 5, amount: 5 });
  },
};

/** The update fails with SNAP EBT chosen: 'Something went wrong'; Remove Card pays without it. */
export const SnapUpdateFails: Story = {
  args: { failures: { updateCheckout: { status: 500, times: 1 } } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Something went wrong');
    await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Card' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]).toEqual([bank(53.04)]);
    await expect(within(canvasElement).queryByText('SNAP EBT card ending in 6789')).toBeNull();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The update fails with a bank card alone: the payments-update-failed modal; Try Again sends it again. */
export const PaymentsUpdateFails: Story = {
  args: { cards: [preferredVisa], failures: { updateCheckout: { status: 500, times: 1 } } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Payment Not Updated');
    await expect(dialog.getByText("We couldn't update your payment methods please try again.")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The service does not take SNAP EBT for this order: it says so, and offers to remove the card. */
export const SnapNotAccepted: Story = {
  args: { failures: { updateCheckout: { status: 422, code: 'PAYMENT_TYPE_NOT_ACCEPTED', times: 1 } } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Something went wrong');
    await expect(dialog.getByText('SNAP EBT is not accepted for delivery at this time.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove Card' })).toBeVisible();
  },
};

/** Gift cards cover the order: the bank card pays $0 and the $1 hold is explained. */
export const GiftCardHold: Story = {
  args: { cards: [preferredVisa, { ...giftCard, balance: 'USD 100.00' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(sent).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Add or Change Payment Method' }));
    const flyout = await dialogNamed(canvasElement, 'Select Payment');
    await userEvent.click(await flyout.findByRole('checkbox', { name: /Gift card ending in 0019/ }));
    await userEvent.click(flyout.getByRole('button', { name: 'Confirm' }));
    await expect(
      await canvas.findByText(
        'Your other payment methods cover this order. We will place a $1.00 hold on your credit or debit card; it is not a charge.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]).toEqual([
      bank(0),
      { id: giftCard.id, paymentType: 'GIFT_CARD', balance: 100, amount: 53.04 },
    ]);
  },
};

/** An expired preferred card stays in the first choice: checkout says to choose another, and sends nothing. */
export const ExpiredCard: Story = {
  args: { cards: [{ ...expiredMastercard, preferred: true, defaultApplications: ['CLICKLIST'] }] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'This payment method is expired. Please select a different payment method.',
      ),
    ).toBeVisible();
    await expect(sent).toHaveLength(0);
  },
};

/** A SNAP EBT card alone: a credit or debit card must back it up first. */
export const SnapNeedsBackupCard: Story = {
  args: { cards: [ebtCard] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Add a credit or debit card first: it pays for anything your SNAP EBT card does not cover.',
      ),
    ).toBeVisible();
    await expect(sent).toHaveLength(0);
  },
};

/** Place order with SNAP EBT paying: its PIN first, then the cards with the sealed PIN. */
export const SnapPinOnPlaceOrder: Story = {
  play: async ({ canvasElement }) => {
    await snapAmount(canvasElement);
    await waitFor(() => expect(sent).toHaveLength(1));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place order' }));
    const dialog = await dialogNamed(canvasElement, 'Enter Your SNAP EBT PIN');
    await typePin(canvasElement, '1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    await expect(placed[0]).toMatchObject({
      bankCards: [{ card: { id: preferredVisa.id }, amount: 34.07 }],
      ebtCards: [
        { card: { id: ebtCard.id }, amount: 18.97, program: 'SNAP', encryptedPin: expect.stringMatching(/^demo-pin-/) },
      ],
      giftCards: [],
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A PIN the widget refuses: its message in the modal, which stays open. */
export const SnapPinRefused: Story = {
  play: async ({ canvasElement }) => {
    await snapAmount(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place order' }));
    const dialog = await dialogNamed(canvasElement, 'Enter Your SNAP EBT PIN');
    await typePin(canvasElement, '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await dialog.findByText('Invalid PIN, please try again.')).toBeVisible();
    await expect(placed).toHaveLength(0);
  },
};

/** Closing the PIN modal: Place order is told the shopper cancelled, and nothing is placed. */
export const SnapPinCancelled: Story = {
  play: async ({ canvasElement }) => {
    await snapAmount(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place order' }));
    const dialog = await dialogNamed(canvasElement, 'Enter Your SNAP EBT PIN');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    await expect(placed[0]).toMatchObject({ name: 'PaymentMethodsError', problem: 'cancelled' });
  },
};

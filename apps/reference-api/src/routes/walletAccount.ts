import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { ApiError, errorBody } from '../errors/apiError';
import { requiredText } from '../http/fields';
import { jsonBody } from '../http/validation';
import { maxEncryptedPinLength, openPin, spendPinEntry } from '../secureFields/pinEntry';
import { checkEbtBalance, giftCardBalance } from '../wallet/balances';
import { billingAddressBody, listBillingAddresses, saveBillingAddress } from '../wallet/billingAddresses';
import { fromBillingAddressRow } from '../wallet/billingAddressRow';
import { findCardByPaymentGram } from '../wallet/walletCards';
import { toBillingAddressRecord } from '@aisle/contracts';
import { toPaymentEnvelope } from '@aisle/contracts/wallet';

const giftBalanceBody = z.object({ paymentGram: requiredText('paymentGram', 200) });
const ebtBalanceBody = z.object({
  paymentMethod: z.object({
    encryptedPin: requiredText('encryptedPin', maxEncryptedPinLength),
    // Spelled with a lower-case g, as the spec's request is (§7).
    paymentgram: requiredText('paymentgram', 200),
  }),
});

const unreadablePin = () =>
  new ApiError(400, 'CONSTRAINT_VIOLATION_EXCEPTION', 'Invalid paymentMethod.encryptedPin.', [
    { field: 'paymentMethod.encryptedPin', message: 'encryptedPin must be a PIN sealed by the PIN widget, unchanged' },
  ]);

/** The wallet account's billing addresses and the balance checks, under /payment/v2/wallet. */
export function walletAccountRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/account/billing', async (c) => {
      const rows = await listBillingAddresses(db, c.get('shopperId'));
      return c.json(
        toPaymentEnvelope({ addresses: rows.map((row) => toBillingAddressRecord(fromBillingAddressRow(row))) }),
      );
    })
    .put('/account/billing', jsonBody(billingAddressBody), async (c) => {
      const { addressId, address } = c.req.valid('json').address;
      const row = await db.transaction((tx) => saveBillingAddress(tx, c.get('shopperId'), addressId, address, now()));
      return c.json(toPaymentEnvelope({ address: toBillingAddressRecord(fromBillingAddressRow(row)) }));
    })
    .post('/gift-card/balance', jsonBody(giftBalanceBody), async (c) => {
      const remainingBalance = await giftCardBalance(db, c.get('shopperId'), c.req.valid('json').paymentGram);
      return c.json(toPaymentEnvelope({ remainingBalance }));
    })
    .post('/cards/ebt/balance', jsonBody(ebtBalanceBody), async (c) => {
      const { encryptedPin, paymentgram } = c.req.valid('json').paymentMethod;
      const entry = openPin(encryptedPin);
      if (!entry) throw unreadablePin();
      const shopperId = c.get('shopperId');
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        // Another shopper's card is not found (404) whatever the PIN; then the PIN must have been typed
        // for this card by its shopper, within its five minutes, and not used before (422, no attempt
        // counted). Its nonce is spent with the attempt: a wrong PIN cannot be replayed to lock the card.
        const card = await findCardByPaymentGram(tx, shopperId, paymentgram, 'EBT_CARD', true);
        await spendPinEntry(tx, entry, { shopperId, cardId: card.id }, at);
        return checkEbtBalance(tx, shopperId, paymentgram, entry.pin, at);
      });
      if (outcome.kind === 'refused') return c.json(errorBody(outcome.code, outcome.reason), 402);
      const remainingBalance = { snap: outcome.snap, cash: outcome.cash };
      return c.json(toPaymentEnvelope({ data: { transactionBalanceInquiry: { remainingBalance } } }));
    });
}

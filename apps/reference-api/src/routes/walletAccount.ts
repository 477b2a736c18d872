import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { ApiError, errorBody } from '../errors/apiError';
import { requiredText } from '../http/fields';
import { jsonBody } from '../http/validation';
import { decryptPin } from '../secureFields/vault';
import { checkEbtBalance, giftCardBalance } from '../wallet/balances';
import { billingAddressBody, listBillingAddresses, saveBillingAddress } from '../wallet/billingAddresses';
import { fromBillingAddressRow } from '../wallet/billingAddressRow';
import { toBillingAddressRecord } from '@aisle/contracts';
import { toPaymentEnvelope } from '@aisle/contracts/wallet';

const giftBalanceBody = z.object({ paymentGram: requiredText('paymentGram', 200) });
const ebtBalanceBody = z.object({
  paymentMethod: z.object({
    encryptedPin: requiredText('encryptedPin', 400),
    // Spelled with a lower-case g, as the spec's request is (§7).
    paymentgram: requiredText('paymentgram', 200),
  }),
});

const unreadablePin = () =>
  new ApiError(400, 'CONSTRAINT_VIOLATION_EXCEPTION', 'Invalid paymentMethod.encryptedPin.', [
    { field: 'paymentMethod.encryptedPin', message: 'encryptedPin must be a PIN encrypted by the PIN widget' },
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
      const pin = decryptPin(encryptedPin);
      if (pin === undefined || !/^\d{4}$/.test(pin)) throw unreadablePin();
      const outcome = await db.transaction((tx) => checkEbtBalance(tx, c.get('shopperId'), paymentgram, pin, now()));
      if (outcome.kind === 'refused') return c.json(errorBody(outcome.code, outcome.reason), 402);
      const remainingBalance = { snap: outcome.snap, cash: outcome.cash };
      return c.json(toPaymentEnvelope({ data: { transactionBalanceInquiry: { remainingBalance } } }));
    });
}

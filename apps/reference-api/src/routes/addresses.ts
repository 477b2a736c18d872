import { Hono } from 'hono';
import { addAddress, listAddresses, removeAddress, updateAddress } from '../addresses/addressBook';
import { toAddressRecord } from '@aisle/contracts';
import { addressBody, toAddress } from '../addresses/addressInput';
import { fromAddressRow } from '../addresses/addressRow';
import type { AppDeps, AppEnv } from '../appDeps';
import { jsonBody } from '../http/validation';

/** The newer address-book calls under /atlas/v1/customer-profile/v1, mounted behind requireShopper. */
export function addressRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/addresses', async (c) => {
      const rows = await listAddresses(db, c.get('shopperId'));
      return c.json({ addresses: rows.map((row) => toAddressRecord(fromAddressRow(row))) });
    })
    .post('/addresses', jsonBody(addressBody), async (c) => {
      const address = toAddress(c.req.valid('json'));
      const row = await db.transaction((tx) => addAddress(tx, c.get('shopperId'), address, now()));
      return c.json({ address: toAddressRecord(fromAddressRow(row)) }, 201);
    })
    .put('/addresses/:addressId', jsonBody(addressBody), async (c) => {
      const address = toAddress(c.req.valid('json'));
      const addressId = c.req.param('addressId');
      const row = await db.transaction((tx) => updateAddress(tx, c.get('shopperId'), addressId, address, now()));
      return c.json({ address: toAddressRecord(fromAddressRow(row)) });
    })
    .delete('/addresses/:addressId', async (c) => {
      await db.transaction((tx) => removeAddress(tx, c.get('shopperId'), c.req.param('addressId')));
      return c.json({ successful: true });
    });
}

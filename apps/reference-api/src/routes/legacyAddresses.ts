import { Hono } from 'hono';
import { addAddress, listAddresses, removeAddress, updateAddress } from '../addresses/addressBook';
import { toLegacyAddress } from '@aisle/contracts';
import { toAddress } from '../addresses/addressInput';
import { fromAddressRow } from '../addresses/addressRow';
import {
  legacyAddBody,
  legacyFieldName,
  legacyInvalidAddress,
  legacyRemoveBody,
  legacyUpdateBody,
} from '../addresses/legacyAddress';
import { validateAddress } from '../addressValidation/validateAddress';
import type { AppDeps, AppEnv } from '../appDeps';
import { jsonBody } from '../http/validation';
import { validationBody } from './addressValidation';

const legacyWording = { reason: legacyInvalidAddress, fieldName: legacyFieldName };

/**
 * The legacy address calls (account spec §7, used while the client's toggle is off), mounted at
 * /accountmanagement/api behind requireShopper and the legacy error envelope. They share the
 * address book (table, limits, home rule, scoping) with the newer customer-profile calls.
 */
export function legacyAddressRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/addresses', async (c) => {
      const rows = await listAddresses(db, c.get('shopperId'));
      return c.json({ addresses: rows.map((row) => toLegacyAddress(fromAddressRow(row))) });
    })
    .post('/addresses/add', jsonBody(legacyAddBody, legacyWording), async (c) => {
      const address = toAddress(c.req.valid('json'));
      const row = await db.transaction((tx) => addAddress(tx, c.get('shopperId'), address, now()));
      return c.json({ successful: true, address: toLegacyAddress(fromAddressRow(row)) });
    })
    .post('/addresses/update', jsonBody(legacyUpdateBody, legacyWording), async (c) => {
      const { addressId, address } = c.req.valid('json');
      const stored = toAddress(address);
      const row = await db.transaction((tx) => updateAddress(tx, c.get('shopperId'), addressId, stored, now()));
      return c.json({ successful: true, address: toLegacyAddress(fromAddressRow(row)) });
    })
    .post('/addresses/remove', jsonBody(legacyRemoveBody), async (c) => {
      await db.transaction((tx) => removeAddress(tx, c.get('shopperId'), c.req.valid('json').addressId));
      return c.json({ successful: true });
    })
    .post('/addresses/validate', jsonBody(validationBody), (c) => {
      const { validated, corrected, location, address } = validateAddress(c.req.valid('json').address);
      return c.json({ data: { addressValidations: { corrected, validated, location } }, address });
    });
}

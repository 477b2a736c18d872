// §7: "calls pass through a generic layer" and their paths are not shown. Every scheduling call is
// made on the provider's service client (which adds the headers, retries and error reading), at a
// path from the contracts' central tables, on the service the host names.
import { toAddressRecord, toProfileAddressPayload } from '@aisle/contracts';
import { profilePaths } from '@aisle/contracts/account';
import { schedulingPaths } from '@aisle/contracts/scheduling';
import type { ServiceClient } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import { schedulingCalls, type SchedulingCalls } from '../calls';
import { homeAddress } from '../testing/fixtures';
import { recordingClient } from '../testing/recordingClient';

const now = new Date('2026-11-22T12:00:00Z');
const service = { service: 'scheduling' };
const vine = { addressLines: ['1014 Vine St'], cityTown: 'Cincinnati', stateProvince: 'OH', postalCode: '45202' };
const milk = { gtin13: '0001111041700', quantity: 1 };
// One answer every call can read.
const answer = {
  addresses: [],
  address: toAddressRecord({ ...homeAddress, id: 'addr-home' }),
  successful: true,
  data: { preferences: [], products: [], similarItems: [] },
};

const made: { [Name in keyof SchedulingCalls]: (client: ServiceClient) => Promise<unknown> } = {
  getAddresses: (client) => schedulingCalls.getAddresses(client, service),
  addAddress: (client) => schedulingCalls.addAddress(client, toProfileAddressPayload(homeAddress, { now }), service),
  updateAddress: (client) =>
    schedulingCalls.updateAddress(client, 'addr-home', toProfileAddressPayload(homeAddress, { now }), service),
  deleteAddress: (client) => schedulingCalls.deleteAddress(client, 'addr-home', service),
  validateAddress: (client) => schedulingCalls.validateAddress(client, { address: vine }, service),
  getModalityOptions: (client) => schedulingCalls.getModalityOptions(client, { postalCode: '45202' }, service),
  checkAddressEligibility: (client) =>
    schedulingCalls.checkAddressEligibility(client, { address: vine, modalityType: 'DELIVERY' }, service),
  getQuotes: (client) =>
    schedulingCalls.getQuotes(client, { modalityType: 'PICKUP', locationId: '01400352', items: [milk] }, service),
  createPromise: (client) =>
    schedulingCalls.createPromise(
      client,
      { modalityType: 'PICKUP', locationId: '01400352', optionIds: ['q:1'], items: [milk], vendorId: 'store' },
      service,
    ),
  updatePromise: (client) =>
    schedulingCalls.updatePromise(client, { id: 'p-1', items: [milk], versionKey: '1' }, service),
  getPreferences: (client) => schedulingCalls.getPreferences(client, ['A'], service),
  addPreferences: (client) => schedulingCalls.addPreferences(client, [{ name: 'A', value: 'true' }], service),
  updatePreference: (client) =>
    schedulingCalls.updatePreference(client, { id: 'pref-1', value: 'true', versionKey: '1' }, service),
  getProducts: (client) => schedulingCalls.getProducts(client, [milk.gtin13], service),
  getSimilarItems: (client) => schedulingCalls.getSimilarItems(client, milk.gtin13, service),
  getStringTable: (client) => schedulingCalls.getStringTable(client, ['checkout/upfront-timeslots'], service),
  geocodeAddress: (client) => schedulingCalls.geocodeAddress(client, vine, service),
};

// A path by id is its prefix here (`promise('')`): the id follows it.
const centralPaths = [...Object.values(schedulingPaths), ...Object.values(profilePaths)].map((path) =>
  typeof path === 'function' ? path('') : path,
);

describe('given every scheduling call', () => {
  it.each(Object.entries(made))('%s goes through the service client to a central path', async (_name, call) => {
    const { client, calls } = recordingClient({ body: answer });
    await call(client);
    expect(calls).toHaveLength(1);
    const url = calls[0]?.url;
    expect(url?.origin).toBe('https://scheduling.test');
    expect(centralPaths.some((path) => url?.pathname.startsWith(path))).toBe(true);
    // The client's own headers: the channel is the service layer's, not the call's.
    expect(calls[0]?.headers['X-Channel']).toBe('WEB');
  });

  it('are the provider’s defaults, one for each call the screens make', () => {
    expect(Object.keys(made).sort()).toEqual(Object.keys(schedulingCalls).sort());
  });
});

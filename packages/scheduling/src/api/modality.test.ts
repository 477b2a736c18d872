import { describe, expect, it } from 'vitest';
import { recordingClient } from '../testing/recordingClient';
import { oakley, storeOption } from '../testing/fixtures';
import { checkAddressEligibility, getModalityOptions } from './modality';

const modality = 'https://api.test/atlas/v1/modality/v1';
const vine = { addressLines: ['1014 Vine St'], cityTown: 'Cincinnati', stateProvince: 'OH', postalCode: '45202' };

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected the call to fail'),
    (error: unknown) => error as Record<string, unknown>,
  );

describe('given the modality options call (§7 "Modality options")', () => {
  it.each([
    ['a postal code', { postalCode: '45202' }],
    ['a location', { location: { lat: 39.1, lng: -84.5 } }],
    ['an address', { address: vine }],
  ])('sends %s as the payload', async (_name, request) => {
    const { client, calls } = recordingClient({ body: { data: { storeDetails: [], featureToggles: {} } } });
    await getModalityOptions(client, request);
    expect(calls[0]).toMatchObject({ method: 'POST', body: request });
    expect(calls[0]?.url.href).toBe(`${modality}/options`);
  });

  it('reads the options keyed by modality type, and the store details', async () => {
    const pickup = storeOption('PICKUP', oakley);
    const storeDetails = [oakley];
    const { client } = recordingClient({
      body: { data: { PICKUP: [pickup], storeDetails, featureToggles: { closeToStore: false } } },
    });
    const options = await getModalityOptions(client, { postalCode: '45202' });
    expect(options.PICKUP).toEqual([pickup]);
    expect(options.storeDetails).toEqual(storeDetails);
  });

  it('reads a failure’s status and code', async () => {
    const { client } = recordingClient({
      status: 400,
      body: { errors: { code: 'NO_STORES_FOUND', reason: 'There were no stores found near your location.' } },
    });
    expect(await rejection(getModalityOptions(client, { postalCode: '99999' }))).toMatchObject({
      status: 400,
      code: 'NO_STORES_FOUND',
    });
  });
});

describe('given the address-eligibility call (§7 "Address valid for modality")', () => {
  it('sends the address and modalityType; reads address, modalityType, validated, isEligible, corrected', async () => {
    const answer = { address: vine, modalityType: 'DELIVERY', validated: true, isEligible: true, corrected: true };
    const { client, calls } = recordingClient({ body: { data: answer } });
    await expect(checkAddressEligibility(client, { address: vine, modalityType: 'DELIVERY' })).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { address: vine, modalityType: 'DELIVERY' } });
    expect(calls[0]?.url.href).toBe(`${modality}/address-eligibility`);
  });
});

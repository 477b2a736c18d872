import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { addCard, bankCardBody, cardToken, giftCardBody, walletPath } from '../testing/walletTestSupport';
import { FraudCaptureLog, type ReceivedCardAdd, type ReceivedWalletCall } from '../wallet/fraudCaptureLog';

let api: TestApi;
let avery: string;

beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  await api.call('DELETE', fraudCapturePath);
  avery = await api.signIn('avery@aisle.test');
});

const fraudCapturePath = '/__test/wallet/fraud-capture';

/** What the test mode's route answers it kept, oldest first. */
const log = {
  async list() {
    const answer = await api.call<{ data: { cardAdds: ReceivedCardAdd[]; calls: ReceivedWalletCall[] } }>(
      'GET',
      fraudCapturePath,
    );
    return answer.body.data;
  },
};

const telemetry = { 'X-Bot-Telemetry': 'v1;wd=0;ev=12' };
const device = { pageId: 'cart', sessionId: 'tab-1', ubaId: 'uba-1', ubaEvents: '[["k",3]]' };

describe('given a card add with fraud data, in test mode', () => {
  it('keeps its transaction, device data and telemetry header', async () => {
    const token = await cardToken(api, '6011111111111117');
    const body = bankCardBody(token, { accertifyTransactionId: 'tx-1', deviceInfo: device });
    expect((await addCard(api, avery, body, telemetry)).status).toBe(201);
    expect((await log.list()).cardAdds).toEqual([
      {
        receivedAt: api.clock.now.toISOString(),
        paymentType: 'CREDIT_CARD',
        accertifyTransactionId: 'tx-1',
        deviceInfo: device,
        botTelemetry: 'v1;wd=0;ev=12',
      },
    ]);
  });

  it('keeps a gift card add that came without any, as without', async () => {
    expect((await addCard(api, avery, giftCardBody('6006491234567890123'))).status).toBe(201);
    // Nothing else: the route answers JSON, where an absent value has no key.
    expect((await log.list()).cardAdds).toEqual([{ receivedAt: expect.any(String), paymentType: 'GIFT_CARD' }]);
  });

  it('adds the card all the same when the header is not one the contract allows, keeping it as absent', async () => {
    const token = await cardToken(api, '6011111111111117');
    const answer = await addCard(api, avery, bankCardBody(token), { 'X-Bot-Telemetry': 'x'.repeat(4097) });
    expect(answer.status).toBe(201);
    expect((await log.list()).cardAdds[0]?.botTelemetry).toBeUndefined();
  });

  it('refuses device data over the contract’s limits, naming the field', async () => {
    const token = await cardToken(api, '6011111111111117');
    const body = bankCardBody(token, { deviceInfo: { ubaEvents: 'e'.repeat(20_001) } });
    const answer = await addCard(api, avery, body);
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorAnswer).errors.details).toContainEqual(
      expect.objectContaining({ message: 'ubaEvents must be at most 20000 characters' }),
    );
  });
});

describe('given the wallet’s other calls, in test mode', () => {
  it('keeps the telemetry header of each call under /payment/v2/wallet, once', async () => {
    await api.call('GET', walletPath, { token: avery, headers: telemetry });
    await api.call('GET', `${walletPath}/account/billing`, { token: avery, headers: telemetry });
    await api.call('GET', `${walletPath}/account/billing`, { token: avery });
    expect((await log.list()).calls.map(({ method, path, botTelemetry }) => [method, path, botTelemetry])).toEqual([
      ['GET', walletPath, 'v1;wd=0;ev=12'],
      ['GET', `${walletPath}/account/billing`, 'v1;wd=0;ev=12'],
      ['GET', `${walletPath}/account/billing`, undefined],
    ]);
  });
});

describe('given the test route', () => {
  it('answers what was kept, then forgets it on DELETE', async () => {
    await api.call('GET', walletPath, { token: avery, headers: telemetry });
    expect(await log.list()).toEqual({
      cardAdds: [],
      calls: [
        { receivedAt: api.clock.now.toISOString(), method: 'GET', path: walletPath, botTelemetry: 'v1;wd=0;ev=12' },
      ],
    });
    const cleared = await api.call('DELETE', fraudCapturePath);
    expect(cleared.body).toEqual({ data: { cleared: 1 } });
    expect(await log.list()).toEqual({ cardAdds: [], calls: [] });
  });
});

describe('given demo mode', () => {
  it('keeps nothing: device data has no use on a reference server', async () => {
    const demo = createApp({ db: api.db, mode: 'demo', now: () => api.clock.now });
    const token = await cardToken(api, '6011111111111117');
    const recordCardAdd = vi.spyOn(FraudCaptureLog.prototype, 'recordCardAdd');
    const recordCall = vi.spyOn(FraudCaptureLog.prototype, 'recordCall');
    const response = await demo.request(walletPath, {
      method: 'POST',
      headers: { Authorization: `Bearer ${avery}`, 'Content-Type': 'application/json', ...telemetry },
      body: JSON.stringify(bankCardBody(token, { deviceInfo: device })),
    });
    expect(response.status).toBe(201);
    expect(recordCardAdd).not.toHaveBeenCalled();
    expect(recordCall).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

import type { AnalyticsBatchEvent } from '@aisle/contracts';
import type { DeviceInfo } from '@aisle/contracts/wallet';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addBankCardInFlyout,
  addGiftCardInFlyout,
  addGiftCardOnPage,
  avery,
  flyout,
  openFlyout,
} from './walletHelpers';

// Issue 16: the wallet's fraud and device data (wallet spec §3, §4 "Fraud check", §7). What the
// storefront sent is read back from the reference API's test route, which keeps it in test mode.

const fraudRoute = '/__test/wallet/fraud-capture';

interface ReceivedCardAdd {
  paymentType: string;
  accertifyTransactionId?: string;
  deviceInfo?: DeviceInfo;
  botTelemetry?: string;
}

interface ReceivedCall {
  method: string;
  path: string;
  botTelemetry?: string;
}

/** The reference storefront's telemetry value (apps/reference/src/wallet/botTelemetry.ts). */
const telemetryValue = /^v1;webdriver=[01];touch=\d+$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The reference fraud script: a chunk of the storefront, loaded when a wallet screen opens. */
const fraudScriptChunk = /\/assets\/fraudCaptureScript-[\w-]+\.js$/;

async function receivedFraudData(request: APIRequestContext) {
  const answer = await request.get(fraudRoute);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { cardAdds: ReceivedCardAdd[]; calls: ReceivedCall[] } }).data;
}

/** The tab's device session, as the storefront keeps it. */
const tabSession = (page: Page) => page.evaluate(() => sessionStorage.getItem('aisle.deviceSessionId'));

test.describe('the wallet’s fraud and device data', () => {
  // Each journey reads only what it sent (the fixtures' reset does not clear this log).
  test.beforeEach(async ({ request }) => {
    expect((await request.delete(fraudRoute)).status()).toBe(200);
  });

  test('a card added in the flyout carries the fraud script’s transaction, the device data and the telemetry header', async ({
    page,
    request,
    signIn,
  }) => {
    // Listening from the start: the cart's card box may load the wallet as soon as the page opens.
    const origins = new Set<string>();
    const walletCalls: Promise<[string, string | undefined]>[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      origins.add(url.origin);
      if (url.pathname.startsWith('/payment/v2/wallet')) {
        walletCalls.push(
          sent.allHeaders().then((headers) => [`${sent.method()} ${url.pathname}`, headers['x-bot-telemetry']]),
        );
      }
    });
    const script = page.waitForResponse((response) => fraudScriptChunk.test(new URL(response.url()).pathname));
    await signIn(avery, '/cart');
    const hostOrigin = new URL(page.url()).origin;
    const secureOrigin = await page.locator('meta[name="aisle-secure-fields-origin"]').getAttribute('content');

    await openFlyout(page);
    // The reference fraud script, from this site itself (its chunk, fetched for the flyout).
    expect((await script).status()).toBe(200);
    await addBankCardInFlyout(page, { number: '4242 4242 4242 4242' });
    await expect(flyout(page).getByText('Successfully saved card')).toBeVisible();

    const { cardAdds, calls } = await receivedFraudData(request);
    expect(cardAdds).toHaveLength(1);
    const [add] = cardAdds;
    expect(add).toMatchObject({
      paymentType: 'CREDIT_CARD',
      accertifyTransactionId: expect.stringMatching(uuid),
      deviceInfo: {
        pageId: 'cart',
        sessionId: await tabSession(page),
        // Present only when the script ran for this very transaction.
        ubaId: expect.stringMatching(uuid),
        ubaEvents: expect.any(String),
      },
      botTelemetry: expect.stringMatching(telemetryValue),
    });
    // The shopper's clicks were counted: kinds and counts only, never what was typed.
    const counted = JSON.parse(add?.deviceInfo?.ubaEvents ?? '{}') as Record<string, number>;
    expect(counted.pointerdown).toBeGreaterThan(0);
    expect(add?.deviceInfo?.ubaEvents).not.toMatch(/Avery|Jordan|4242/);

    // §7 "Headers on every call": every wallet call the page made (the billing addresses, the
    // add, the list when the page loaded it) carried it, and the server received it. (A server
    // render's own reads are the server's: they have no browser to describe.)
    const sentFromPage = await Promise.all(walletCalls);
    const both = ['GET /payment/v2/wallet/account/billing', 'POST /payment/v2/wallet'];
    expect(sentFromPage.map(([call]) => call)).toEqual(expect.arrayContaining(both));
    for (const [call, header] of sentFromPage) expect(header, call).toMatch(telemetryValue);
    const received = calls.filter(({ botTelemetry }) => botTelemetry !== undefined);
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual(expect.arrayContaining(both));

    // No third party: the page, its API and the secure fields' own origin only.
    expect([...origins].filter((origin) => origin !== hostOrigin && origin !== secureOrigin)).toEqual([]);
  });

  test('the flyout and the wallet page of one tab send one session, each page its own name and visit', async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(avery, '/cart');
    await openFlyout(page);
    await addGiftCardInFlyout(page, '6006491000000000025');
    await expect(flyout(page).getByText('Successfully saved card')).toBeVisible();

    await page.goto('/mywallet');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    await addGiftCardOnPage(page, '6006491000000000100');

    const { cardAdds } = await receivedFraudData(request);
    expect(cardAdds.map(({ paymentType, deviceInfo }) => [paymentType, deviceInfo?.pageId])).toEqual([
      ['GIFT_CARD', 'cart'],
      ['GIFT_CARD', 'mywallet'],
    ]);
    const [inFlyout, onPage] = cardAdds;
    const session = await tabSession(page);
    expect(session).toMatch(uuid);
    expect(inFlyout?.deviceInfo?.sessionId).toBe(session);
    expect(onPage?.deviceInfo?.sessionId).toBe(session);
    // A transaction per visit: the flyout's and the page's are not the same.
    expect(inFlyout?.accertifyTransactionId).toMatch(uuid);
    expect(onPage?.accertifyTransactionId).toMatch(uuid);
    expect(onPage?.accertifyTransactionId).not.toBe(inFlyout?.accertifyTransactionId);
    expect(onPage?.deviceInfo?.ubaId).toMatch(uuid);
  });

  test('when the fraud script cannot load, the card is added all the same, with what the page knows', async ({
    page,
    request,
    signIn,
  }) => {
    let blocked = 0;
    await page.route(fraudScriptChunk, async (route) => {
      blocked += 1;
      await route.abort('blockedbyclient');
    });
    await signIn(avery, '/cart');
    await openFlyout(page);
    await addBankCardInFlyout(page, { number: '4242 4242 4242 4242' });
    await expect(flyout(page).getByText('Successfully saved card')).toBeVisible();

    expect(blocked).toBeGreaterThan(0);
    const [add] = (await receivedFraudData(request)).cardAdds;
    expect(add?.deviceInfo).toEqual({ pageId: 'cart', sessionId: await tabSession(page) });
    expect(add?.botTelemetry).toMatch(telemetryValue);
  });

  test('a shopper who turns fraud prevention off in Cookie Preferences adds a card without the script or device data', async ({
    page,
    request,
    signIn,
    expectAccessible,
  }) => {
    await signIn(avery, '/mywallet');
    await page.getByRole('button', { name: 'Cookie Preferences' }).click();
    const preferences = page.getByRole('dialog', { name: 'Cookie Preferences' });
    const fraudPrevention = preferences.getByRole('checkbox', { name: 'Fraud prevention' });
    // Allowed until refused.
    await expect(fraudPrevention).toBeChecked();
    await expectAccessible();
    await fraudPrevention.press('Space');
    await preferences.getByRole('button', { name: 'Save Preferences' }).press('Enter');
    await expect(preferences).toHaveCount(0);
    await expect(page.getByText('Your cookie preferences have been saved.')).toBeVisible();

    // On the next page the choice holds: the script is never fetched, and the add carries no device data.
    let scriptRequests = 0;
    page.on('request', (sent) => {
      if (fraudScriptChunk.test(new URL(sent.url()).pathname)) scriptRequests += 1;
    });
    await page.goto('/cart');
    await openFlyout(page);
    await addBankCardInFlyout(page, { number: '4242 4242 4242 4242' });
    await expect(flyout(page).getByText('Successfully saved card')).toBeVisible();
    expect(scriptRequests).toBe(0);
    const [add] = (await receivedFraudData(request)).cardAdds;
    expect(add).toBeDefined();
    expect(add?.deviceInfo).toBeUndefined();

    // Reopened, the tool shows what was saved.
    await page.goto('/mywallet');
    await page.getByRole('button', { name: 'Cookie Preferences' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Cookie Preferences' }).getByRole('checkbox', { name: 'Fraud prevention' }),
    ).not.toBeChecked();
  });

  test('leaving the add-card form reaches the analytics through the storefront’s callback', async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(avery, '/cart');
    const dialog = await openFlyout(page);
    await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Credit/Debit Card' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: 'Select Payment' })).toBeVisible();

    // Queued by the shell's analytics and sent after a short idle.
    await expect
      .poll(async () => {
        const answer = await request.get('/__test/analytics');
        const { data } = (await answer.json()) as { data: { events: { event: AnalyticsBatchEvent }[] } };
        return data.events.map(({ event }) => event);
      })
      .toContainEqual(
        expect.objectContaining({ type: 'wallet_form_abandoned', appName: 'CLICKLIST', mode: 'checkout' }),
      );
  });
});

// The SMS opt-in calls checkout makes (checkout spec §7 "Opt-in status", "Opt-in update") over the
// order-text opt-ins held in memory, by phone number.
import { communicationPaths, type SmsOptInRequest, type SmsOptInStatusRequest } from '@aisle/contracts/account';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CheckoutRequest } from './checkoutServiceHandlers';
import type { Fail } from './failures';

export function smsOptInHandlers(
  url: (path: string) => string,
  fail: Fail,
  { optedIn, requests }: { optedIn: readonly string[]; requests: CheckoutRequest[] | undefined },
): HttpHandler[] {
  const held = new Set(optedIn);
  const record = (route: CheckoutRequest['route'], body: unknown) =>
    requests?.push({ route, checkoutId: undefined, body, idempotencyKey: null });
  return [
    http.post(url(communicationPaths.smsOptInStatus), async ({ request }) => {
      const body = (await request.json()) as SmsOptInStatusRequest;
      record('getSmsOptInStatus', body);
      return (await fail('getSmsOptInStatus')) ?? HttpResponse.json({ customerOptedIn: held.has(body.phoneNumber) });
    }),
    http.post(url(communicationPaths.smsOptIn), async ({ request }) => {
      const body = (await request.json()) as SmsOptInRequest;
      record('updateSmsOptIn', body);
      const failure = await fail('updateSmsOptIn');
      if (failure) return failure;
      if (body.optIn) held.add(body.phoneNumber);
      else held.delete(body.phoneNumber);
      return HttpResponse.json({ customerOptedIn: body.optIn });
    }),
  ];
}

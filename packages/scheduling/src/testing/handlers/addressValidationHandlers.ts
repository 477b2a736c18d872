// The validate-address call (scheduling spec §7 "Validate address"), answered as the reference API
// answers it: validated as sent, corrected for a known correction, not validated for an unknown street.
import { fromServiceAddress, toServiceAddress, type Address, type AddressValidationRequest } from '@aisle/contracts';
import { profilePaths } from '@aisle/contracts/account';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AddressCorrection } from '../fixtures';
import type { Fail } from './failures';

const key = ({ street, unit, locality, region, postalCode }: Address) =>
  [street, unit ?? '', locality, region, postalCode].map((part) => part.trim().toLowerCase()).join('|');

export function addressValidationHandlers(
  url: (path: string) => string,
  fail: Fail,
  corrections: readonly AddressCorrection[],
): HttpHandler[] {
  return [
    http.post(url(profilePaths.validateAddress), async ({ request }) => {
      const failure = await fail('validateAddress');
      if (failure) return failure;
      const { address: sent } = (await request.json()) as AddressValidationRequest;
      const typed = fromServiceAddress(sent);
      const correction = corrections.find((candidate) => key(candidate.typed) === key(typed));
      const known = !/\b(?:nowhere|unknown)\b/i.test(typed.street);
      return HttpResponse.json({
        data: {
          addressValidations: { validated: known, corrected: known && correction !== undefined },
          address: correction ? toServiceAddress(correction.suggested) : sent,
          originalAddress: sent,
        },
      });
    }),
  ];
}

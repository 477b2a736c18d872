// What a failed SNAP EBT PIN entry says (checkout spec §8 "SNAP PIN"): code 75 is too many PIN
// attempts, 884, 885 and 889 a PIN service error; any other code, the PIN widget's own message
// ('Invalid PIN, please try again.').
import { isSecureFieldError } from '@aisle/wallet';
import type { errorMessages } from '../checkoutErrors/errorMessages';

const pinServiceCodes: readonly (number | string)[] = [884, 885, 889];

export function pinEntryProblem(
  error: unknown,
  messages: Pick<typeof errorMessages, 'tooManyPinAttempts' | 'pinServiceError'>,
): string {
  if (!isSecureFieldError(error)) return messages.pinServiceError;
  if (error.code === 75) return messages.tooManyPinAttempts;
  if (pinServiceCodes.includes(error.code)) return messages.pinServiceError;
  return error.message;
}

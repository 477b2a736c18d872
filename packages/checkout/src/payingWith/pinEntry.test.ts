import { SecureFieldError } from '@aisle/wallet';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../checkoutErrors/errorMessages';
import { pinEntryProblem } from './pinEntry';

describe('given a PIN entry that failed (§8 "SNAP PIN")', () => {
  it('code 75 is too many PIN attempts', () => {
    expect(pinEntryProblem(new SecureFieldError(75, 'generic', 'Locked'), errorMessages)).toBe('Too Many PIN Attempts');
  });

  it('codes 884, 885 and 889 are the PIN service error', () => {
    for (const code of [884, 885, 889]) {
      expect(pinEntryProblem(new SecureFieldError(code, 'generic', 'Down'), errorMessages)).toBe(
        errorMessages.pinServiceError,
      );
    }
  });

  it("any other code says the widget's own message", () => {
    const wrongPin = new SecureFieldError(893, 'generic', 'Invalid PIN, please try again.');
    expect(pinEntryProblem(wrongPin, errorMessages)).toBe('Invalid PIN, please try again.');
  });

  it('anything else is the PIN service error', () => {
    expect(pinEntryProblem(new Error('gone'), errorMessages)).toBe(errorMessages.pinServiceError);
  });
});

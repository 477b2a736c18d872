import { ServiceError } from '@aisle/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages as m } from '../messages';
import { InvalidAddressError } from './addressChecks';
import {
  addressError,
  addressErrorMessage,
  emailPreferencesError,
  smsPreferenceError,
  smsWarningMessage,
  storeSearchError,
} from './errors';
import { MissingMobilePhoneError } from './smsPreferences';

const failed = (status: number, code?: string) => new ServiceError({ status, code });
const networkError = new ServiceError({ status: 0, code: 'NETWORK_ERROR', reason: 'Network Error', offline: true });

afterEach(() => vi.unstubAllGlobals());

describe('given the address error catalogue', () => {
  it.each([
    [
      'CONSTRAINT_VIOLATION_EXCEPTION',
      failed(400, 'CONSTRAINT_VIOLATION_EXCEPTION'),
      'We are having technical difficulties.',
    ],
    ['ADDRESS_NOT_FOUND', failed(404, 'ADDRESS_NOT_FOUND'), 'We could not find that address.'],
    ['TOO_MANY_ADDRESSES', failed(400, 'TOO_MANY_ADDRESSES'), m.tooManyAddresses],
    ['an unknown code', failed(400, 'SOMETHING_ELSE'), m.addressUnknownError],
    ['a 500 without a code', failed(500), m.addressUnknownError],
    ['a plain Error', new Error('boom'), m.addressUnknownError],
    ['an incomplete address', new InvalidAddressError('invalid address'), 'invalid address'],
    ['a network error', networkError, m.networkTechnicalDifficulties],
    ["'network error' in a message", new Error('Network Error while fetching'), m.networkTechnicalDifficulties],
  ])('maps %s to its message', (_name, error, message) => {
    expect(addressErrorMessage(error, m)).toBe(message);
  });

  it('gives the offline message when the device is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(addressError(failed(0), m)).toMatchObject({ message: m.networkOffline, offline: true });
  });

  it.each([
    [403, true],
    [401, false],
    [400, false],
  ])('flags a %s as needing sign-in: %s', (status, signInRequired) => {
    expect(addressError(failed(status), m).signInRequired).toBe(signInRequired);
  });

  it('uses the overridden words a screen passes', () => {
    const words = { ...m, addressNotFound: 'Adresse introuvable.' };
    expect(addressErrorMessage(failed(404, 'ADDRESS_NOT_FOUND'), words)).toBe('Adresse introuvable.');
  });
});

describe('given the email preference errors', () => {
  it.each([
    ['a network error', networkError, "Hmmm, looks like we've lost you. Please check your internet connection."],
    ['NO_PREFERRED_STORE', failed(400, 'NO_PREFERRED_STORE'), m.noPreferredStore],
    [
      'a 500',
      failed(500),
      "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
    ],
  ])('maps %s to its message', (_name, error, message) => {
    expect(emailPreferencesError(error, m).message).toBe(message);
  });
});

describe('given the SMS preference errors', () => {
  it.each([
    ['CLICKLIST', 'load', m.preferencesNotFound],
    ['CLICKLIST', 'update', m.preferenceUpdateError],
    ['PROMOTIONAL', 'load', m.promotionalLoadError],
    ['PROMOTIONAL', 'update', m.promotionalUpdateError],
    ['TRANSACTIONAL', 'load', m.earlyAccessError],
    ['TRANSACTIONAL', 'update', m.preferenceUpdateError],
  ] as const)('maps a failed %s %s to its message', (type, action, message) => {
    expect(smsPreferenceError(failed(500), type, action, m).message).toBe(message);
  });

  it('asks for a mobile number when there is none', () => {
    const error = new MissingMobilePhoneError('none');
    expect(smsPreferenceError(error, 'PROMOTIONAL', 'update', m).message).toBe(
      'You must add a mobile phone number in order to receive text messages.',
    );
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['DOUBLE_OPT_IN_PENDING', 'Please check your phone for further instructions in order to save this preference.'],
  ])('turns the warning %s into %s', (warning, message) => {
    expect(smsWarningMessage(warning, m)).toBe(message);
  });
});

describe('given the store search errors', () => {
  it('says the search service is unavailable', () => {
    expect(storeSearchError(failed(503), m).message).toBe(
      "We're sorry, the search service is not available right now. Please try your search again later.",
    );
  });
});

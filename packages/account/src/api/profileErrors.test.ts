import { ServiceError } from '@aisle/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages as m } from '../messages';
import { InvalidPhoneError } from './profile';
import { profileUpdateErrorMessage } from './profileErrors';

afterEach(() => vi.unstubAllGlobals());

describe('given a profile update that failed', () => {
  it.each([
    [
      'a mobile phone refused before the call',
      new InvalidPhoneError('MOBILE'),
      'Mobile Phone must be a 10-digit phone number',
    ],
    [
      'a home phone refused before the call',
      new InvalidPhoneError('HOME'),
      'Home Phone must be a 10-digit phone number',
    ],
    [
      'a field the service refused',
      new ServiceError({ status: 400, code: 'CONSTRAINT_VIOLATION_EXCEPTION' }),
      m.profileUpdateInvalid,
    ],
    ['a service failure', new ServiceError({ status: 503, code: 'SERVICE_DOWN' }), m.profileUpdateFailed],
    ['a network error while online', new ServiceError({ status: 0, offline: true }), m.networkTechnicalDifficulties],
  ])('tells %s', (_name, error, message) => {
    expect(profileUpdateErrorMessage(error, m)).toBe(message);
  });

  it('tells a shopper whose device is offline to check the connection', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(profileUpdateErrorMessage(new ServiceError({ status: 0, offline: true }), m)).toBe(m.networkOffline);
  });
});

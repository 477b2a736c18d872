import { ServiceError } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import { quotesFailure, reserveFailure } from './slotFailures';

const failed = (status: number, code?: string) => new ServiceError({ status, code });

describe('quotesFailure', () => {
  it.each([
    [failed(403), 'sessionExpired'],
    [failed(401), 'sessionExpired'],
    [failed(400, 'INVALID_ADDRESS'), 'invalidAddress'],
    [failed(400, 'LAT_LNG_REQUIRED'), 'invalidAddress'],
    [failed(400, 'FULL_ADDRESS_REQUIRED'), 'invalidAddress'],
    [new ServiceError({ status: 0, offline: true }), 'offline'],
    [failed(500), 'failed'],
    [failed(500, 'UNKNOWN_RESPONSE'), 'unknownResponse'],
    [failed(502, 'UNKNOWN_RESPONSE'), 'failed'],
    [failed(404, 'STORE_NOT_FOUND'), 'failed'],
    [new Error('boom'), 'failed'],
  ] as const)('reads %o as %s', (error, failure) => {
    expect(quotesFailure(error)).toBe(failure);
  });
});

describe('reserveFailure', () => {
  it.each([
    [failed(409, 'TIMESLOT_UNAVAILABLE'), 'timeUnavailable'],
    [failed(403), 'sessionExpired'],
    [new ServiceError({ status: 0, offline: true }), 'offline'],
    [failed(409, 'PROMISE_VERSION_CONFLICT'), 'notReserved'],
    [failed(500), 'notReserved'],
    [new Error('boom'), 'notReserved'],
  ] as const)('reads %o as %s', (error, failure) => {
    expect(reserveFailure(error)).toBe(failure);
  });
});

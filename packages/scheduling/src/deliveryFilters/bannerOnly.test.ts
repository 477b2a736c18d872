import { ServiceError } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import {
  bannerDeliveryUnavailableCodes,
  deliveryFilterStorageKeys,
  readStoredFlag,
  shouldFallBackToAllDelivery,
  writeStoredFlag,
} from './bannerOnly';

const failed = (code: string | undefined, status = 400) => new ServiceError({ status, code });

describe('shouldFallBackToAllDelivery (ambiguity 11)', () => {
  it.each(['NO_TIMESLOTS_AVAILABLE', 'UNAVAILABLE_DELIVERY', 'NO_SLOTS_AVAILABLE'])(
    'falls back on %s while banner-only delivery is on',
    (code) => {
      expect(bannerDeliveryUnavailableCodes).toContain(code);
      expect(shouldFallBackToAllDelivery(failed(code), true)).toBe(true);
      expect(shouldFallBackToAllDelivery({ code }, true)).toBe(true);
    },
  );

  it('never while it is off', () => {
    expect(shouldFallBackToAllDelivery(failed('NO_TIMESLOTS_AVAILABLE'), false)).toBe(false);
  });

  it('not for any other failure', () => {
    expect(shouldFallBackToAllDelivery(failed('INVALID_ADDRESS'), true)).toBe(false);
    expect(shouldFallBackToAllDelivery(failed(undefined, 500), true)).toBe(false);
    expect(shouldFallBackToAllDelivery(failed('NO_TIMESLOTS_AVAILABLE_SOON'), true)).toBe(false);
    expect(shouldFallBackToAllDelivery(new Error('NO_TIMESLOTS_AVAILABLE'), true)).toBe(false);
    expect(shouldFallBackToAllDelivery(undefined, true)).toBe(false);
    expect(shouldFallBackToAllDelivery('NO_TIMESLOTS_AVAILABLE', true)).toBe(false);
    expect(shouldFallBackToAllDelivery({ code: 42 }, true)).toBe(false);
  });

  it('takes the host’s own codes', () => {
    expect(shouldFallBackToAllDelivery(failed('FLEET_BOOKED'), true, ['FLEET_BOOKED'])).toBe(true);
    expect(shouldFallBackToAllDelivery(failed('NO_TIMESLOTS_AVAILABLE'), true, ['FLEET_BOOKED'])).toBe(false);
  });
});

describe('the flags as the host stores them', () => {
  it('keys them per banner', () => {
    expect(deliveryFilterStorageKeys.tooltipSeen('kroger')).toBe('aisle.scheduling.kroger.bannerDeliveryTooltipSeen');
    expect(deliveryFilterStorageKeys.bannerOnly('ralphs')).toBe('aisle.scheduling.ralphs.bannerOnlyDelivery');
  });

  it('writes and reads them back, anything unknown reading as off', () => {
    expect(readStoredFlag(writeStoredFlag(true))).toBe(true);
    expect(readStoredFlag(writeStoredFlag(false))).toBe(false);
    expect(readStoredFlag(null)).toBe(false);
    expect(readStoredFlag(undefined)).toBe(false);
    expect(readStoredFlag('true')).toBe(false);
  });
});

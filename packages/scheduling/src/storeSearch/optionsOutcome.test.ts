import { ServiceError } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import { optionsFailure } from './optionsOutcome';

const error = (status: number, code?: string) => new ServiceError({ status, code });

describe('a failed modality-options call', () => {
  it('with NO_STORES_FOUND says no stores are available, by code or location', () => {
    expect(optionsFailure(error(400, 'NO_STORES_FOUND'), 'postalCode')).toBe('noStores');
    expect(optionsFailure(error(400, 'NO_STORES_FOUND'), 'geolocation')).toBe('noStores');
  });

  it('with another 400, a 404 or address_validation_fail_modality_options flags the postal code, not the panel', () => {
    expect(optionsFailure(error(400, 'INVALID_POSTAL_CODE'), 'postalCode')).toBe('invalidPostalCode');
    expect(optionsFailure(error(404), 'postalCode')).toBe('invalidPostalCode');
    expect(optionsFailure(error(422, 'address_validation_fail_modality_options'), 'postalCode')).toBe(
      'invalidPostalCode',
    );
  });

  it('in geolocation mode never flags the postal code', () => {
    expect(optionsFailure(error(400, 'INVALID_POSTAL_CODE'), 'geolocation')).toBe('noStores');
  });

  it('with anything else shows the failure panel', () => {
    expect(optionsFailure(error(500), 'postalCode')).toBe('failed');
    expect(optionsFailure(error(0), 'geolocation')).toBe('failed');
    expect(optionsFailure(new Error('boom'), 'postalCode')).toBe('failed');
  });
});

import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { ErrorAnswer } from '../testing/testApi';
import { unreachableDatabase } from '../testing/unreachableDatabase';

interface ValidationAnswer {
  data: {
    addressValidations: { validated: boolean; corrected: boolean; location: { lat: number; lng: number } | null };
    address: {
      addressLines: string[];
      cityTown: string;
      stateProvince: string;
      postalCode: string;
      countryCode: string;
    };
    originalAddress: unknown;
  };
}

const path = '/atlas/v1/address-validation/v1/validate';
// The validator needs no database: an unreachable one proves it.
const app = createApp({ db: unreachableDatabase, mode: 'demo' });

async function post<T>(body: unknown): Promise<{ status: number; body: T }> {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const validate = (address: object) => post<ValidationAnswer & ErrorAnswer>({ address });

const vine = {
  addressLines: ['Apt 5C', '1014 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
};

describe('given the validate call', () => {
  it('after an address in normal form, answers validated, not corrected, with the location', async () => {
    const answer = await validate(vine);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      addressValidations: { validated: true, corrected: false, location: { lat: 39.1072, lng: -84.5149 } },
      address: vine,
      originalAddress: vine,
    });
  });

  it('after an address typed loosely, answers corrected with the suggestion and the original beside it', async () => {
    const typed = {
      ...vine,
      addressLines: ['apartment 5c', '1014 vine street'],
      cityTown: 'cincinnati',
      postalCode: '45202 1234',
    };
    const answer = await validate(typed);
    expect(answer.body.data.addressValidations).toMatchObject({ validated: true, corrected: true });
    expect(answer.body.data.address).toEqual({ ...vine, postalCode: '45202-1234' });
    expect(answer.body.data.originalAddress).toEqual(typed);
  });

  it('after an address on a street nobody knows, answers not validated and no location', async () => {
    const answer = await validate({ ...vine, addressLines: ['1 Nowhere Ln'] });
    expect(answer.body.data.addressValidations).toEqual({ validated: false, corrected: false, location: null });
  });

  it('after a Canadian address without a country code, derives CA and validates it', async () => {
    const answer = await validate({
      addressLines: ['290 Bremner Blvd'],
      cityTown: 'Toronto',
      stateProvince: 'ON',
      postalCode: 'M5V 3L9',
    });
    expect(answer.body.data.addressValidations.validated).toBe(true);
    expect(answer.body.data.address.countryCode).toBe('CA');
  });

  it.each([
    ['no address', {}],
    ['no postal code', { address: { ...vine, postalCode: undefined } }],
    ['a blank city', { address: { ...vine, cityTown: '  ' } }],
    ['no street line', { address: { ...vine, addressLines: [] } }],
    ['only blank lines', { address: { ...vine, addressLines: ['', ' '] } }],
    ['a Mexican address', { address: { ...vine, countryCode: 'MX' } }],
    ['a 41-character line', { address: { ...vine, addressLines: ['x'.repeat(41)] } }],
  ])('after %s, answers 400 CONSTRAINT_VIOLATION_EXCEPTION', async (_, body) => {
    const answer = await post<ErrorAnswer>(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
  });
});

import { describe, expect, it } from 'vitest';
import {
  activityTypes,
  applicationNames,
  cardTypes,
  ebtPrograms,
  transactionStatuses,
  transactionTypes,
} from './paymentTypes';

// The shared payment-type definitions of spec §3, value by value.
describe('given the payment type definitions', () => {
  it.each([
    ['transaction status', transactionStatuses, ['APPROVED', 'CANCELLED', 'DECLINED', 'ERRORED', 'REVERSED']],
    [
      'transaction type',
      transactionTypes,
      ['AUTHORIZATION', 'CANCELLATION', 'COMPLETION', 'FINALIZE', 'RETURN', 'REVERSAL'],
    ],
    ['activity type', activityTypes, ['CHARGED', 'REFUNDED']],
    ['EBT program', ebtPrograms, ['SNAP', 'AFDC']],
    ['card type', cardTypes, ['ACH_CARD', 'BANK_CARD', 'EBT_CARD']],
    ['application name', applicationNames, ['CLICKLIST', 'MEMBERSHIP']],
  ])('lists every %s of the spec', (_name, values, spec) => {
    expect(values).toEqual(spec);
  });
});

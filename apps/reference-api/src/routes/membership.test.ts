import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { membershipEnrolmentResponse, membershipPaths, type MembershipEnrolment } from '@aisle/contracts/account';
import { nextRenewal } from '../membership/enrolment';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

async function enrolmentOf(email: string): Promise<MembershipEnrolment | null> {
  const answer = await api.call('GET', membershipPaths.enrolment, { token: await api.signIn(email) });
  expect(answer.status).toBe(200);
  return membershipEnrolmentResponse.parse(answer.body).data.enrolment;
}

describe('given the shopper with a Boost membership', () => {
  it('answers an active BST enrolment renewing a year after it started, 200 days before the seeding', async () => {
    // Seeded at the test start, 2026-03-02: started 2025-08-14, renews 365 days later.
    expect(await enrolmentOf('avery@aisle.test')).toEqual({
      status: 'ACTIVE',
      subscriptionType: 'BST',
      renewalDueDate: '2026-08-14',
      computedManualRenewalDate: null,
      cancellationDate: null,
      partner: null,
      itemProduct: {
        computedMembershipItemData: {
          renewalPrice: 99,
          computedRenewalDateUtc: '2026-08-14',
          freeTrialChargeDateUtc: null,
          renewalDurationQuantity: 12,
          renewalDurationUomCode: 'MONTH',
        },
        subscriptionDurationQuantity: 12,
        subscriptionDurationUomCode: 'MONTH',
        originalPrice: { regular: { price: 99 } },
      },
    });
  });

  it('after the renewal date has passed, answers the next one: the membership renewed itself', async () => {
    api.clock.advance(200 * 24 * 60 * 60);
    expect((await enrolmentOf('avery@aisle.test'))?.renewalDueDate).toBe('2027-08-14');
  });
});

describe('given shoppers without a membership', () => {
  it.each(['morgan@aisle.test', 'riley@aisle.test'])('answers no enrolment for %s', async (email) => {
    expect(await enrolmentOf(email)).toBeNull();
  });
});

describe('given no session', () => {
  it('answers 401 UNAUTHORIZED', async () => {
    const answer = await api.call<ErrorAnswer>('GET', membershipPaths.enrolment);
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('UNAUTHORIZED');
  });
});

describe('given the renewal rule', () => {
  const started = new Date('2025-08-14T15:00:00.000Z');
  const days = (count: number) => new Date(started.getTime() + count * 24 * 60 * 60 * 1000);

  it.each([
    [0, 365],
    [364, 365],
    [365, 730],
    [1000, 1095],
  ])('%i days after the start, the next renewal is %i days after it', (elapsed, renewal) => {
    expect(nextRenewal(started, days(elapsed))).toEqual(days(renewal));
  });
});

import type { MembershipEnrolment } from '@aisle/contracts/account';
import { describe, expect, it } from 'vitest';
import { deliveryPromoFor } from './useDeliveryPromo';

const enrolment = (subscriptionType: string): MembershipEnrolment => ({
  status: 'ACTIVE',
  subscriptionType,
  renewalDueDate: null,
  cancellationDate: null,
});

describe('the payment step’s delivery promo', () => {
  it('offers the banner’s membership to a shopper without one', () => {
    expect(deliveryPromoFor(null, 'Boost')).toEqual({ membership: 'Boost' });
  });

  it('is suppressed for a running BST or BSTL member (ROLE-04)', () => {
    expect(deliveryPromoFor(enrolment('BST'), 'Boost')).toBeNull();
    expect(deliveryPromoFor(enrolment('BSTL'), 'Boost')).toBeNull();
  });

  it('is offered again once a membership no longer runs', () => {
    expect(deliveryPromoFor({ ...enrolment('BST'), status: 'CANCELLED' }, 'Boost')).toEqual({
      membership: 'Boost',
    });
  });

  it('waits for the enrolment, so it never flashes on for a member', () => {
    expect(deliveryPromoFor(undefined, 'Boost')).toBeNull();
  });
});

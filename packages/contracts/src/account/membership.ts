// The shopper's membership enrolment: Boost, or HTPlus on one banner (scheduling spec §3
// "Membership enrolment", "Subscription types"; account spec §2: the navigation's entry shows for
// an active one). The path and the envelope are the reference API's.
import { z } from 'zod';

/** Dates a membership is due on or ended: a calendar day, 'YYYY-MM-DD', or an ISO 8601 instant. */
const membershipDate = z.string();

/** The plan the enrolment pays for (§3 "Item product"); the durations give its period in words. */
export const membershipItemProduct = z.object({
  computedMembershipItemData: z
    .object({
      renewalPrice: z.number().optional(),
      freeTrialChargeDateUtc: membershipDate.nullable().optional(),
      computedRenewalDateUtc: membershipDate.nullable().optional(),
      renewalDurationQuantity: z.number().optional(),
      /** 'DAY', 'MONTH' or 'YEAR'. */
      renewalDurationUomCode: z.string().optional(),
    })
    .nullable()
    .optional(),
  subscriptionDurationQuantity: z.number().optional(),
  subscriptionDurationUomCode: z.string().optional(),
  originalPrice: z.object({ regular: z.object({ price: z.number() }) }).optional(),
});
export type MembershipItemProduct = z.infer<typeof membershipItemProduct>;

/** One enrolment as the service sends it. */
export const membershipEnrolment = z.object({
  /** 'ACTIVE' for a running membership (§3); the service may send others, e.g. once cancelled. */
  status: z.string(),
  /** BST, BSTL, HTEL or HTPL (§3); text, so a new plan does not break the page. */
  subscriptionType: z.string(),
  renewalDueDate: membershipDate.nullable(),
  computedManualRenewalDate: membershipDate.nullable().optional(),
  /** Set once the shopper has cancelled: the membership runs until then. */
  cancellationDate: z.object({ value: membershipDate }).nullable(),
  partner: z.object({ displayName: z.string(), name: z.string() }).nullable().optional(),
  itemProduct: membershipItemProduct.optional(),
});
export type MembershipEnrolment = z.infer<typeof membershipEnrolment>;

/** `GET membershipPaths.enrolment`: the signed-in shopper's enrolment, or null without one. */
export const membershipEnrolmentResponse = z.object({ data: z.object({ enrolment: membershipEnrolment.nullable() }) });
export type MembershipEnrolmentResponse = z.infer<typeof membershipEnrolmentResponse>;

import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';

export const triggerTypes = ['CLICKLIST', 'PROMOTIONAL', 'TRANSACTIONAL'] as const;
export type TriggerType = (typeof triggerTypes)[number];

/** `pending`: a promotional opt-in the phone has not confirmed yet. */
export type SmsStatus = 'opted_in' | 'opted_out' | 'pending';

/** The account spec's words for a pending promotional opt-in (§8). */
export const confirmOnPhoneWarning =
  'Please check your phone for further instructions in order to save this preference.';

/** The account spec's message for a shopper without a mobile number (§8). */
export const noMobilePhoneReason = 'You must add a mobile phone number in order to receive text messages.';

/** NO_MOBILE_PHONE unless the number is the shopper's own mobile number. */
export async function checkMobilePhone(db: Queryable, shopperId: string, phoneNumber: string): Promise<void> {
  const { rows } = await db.query<{ mobile_phone: string | null }>('SELECT mobile_phone FROM shoppers WHERE id = $1', [
    shopperId,
  ]);
  const mobile = rows[0]?.mobile_phone ?? null;
  if (mobile === null) throw new ApiError(400, 'NO_MOBILE_PHONE', noMobilePhoneReason);
  if (mobile !== phoneNumber) {
    throw new ApiError(400, 'NO_MOBILE_PHONE', 'That number is not the mobile phone number of this account.');
  }
}

export async function smsStatus(db: Queryable, shopperId: string, triggerType: TriggerType): Promise<SmsStatus> {
  const { rows } = await db.query<{ status: SmsStatus }>(
    'SELECT status FROM sms_preferences WHERE shopper_id = $1 AND trigger_type = $2',
    [shopperId, triggerType],
  );
  return rows[0]?.status ?? 'opted_out';
}

export interface OptInAnswer {
  customerOptedIn: boolean;
  warning?: string;
}

/**
 * Opts in or out. Opting in to PROMOTIONAL is only pending until the phone confirms (a text the
 * shopper answers; `/__test/sms/confirm` in test mode): it answers not opted in, with the warning.
 * A promotional opt-in already confirmed stays confirmed.
 */
export async function setSmsOptIn(
  db: Queryable,
  shopperId: string,
  request: { optIn: boolean; phoneNumber: string; triggerType: TriggerType },
  now: Date,
): Promise<OptInAnswer> {
  const current = await smsStatus(db, shopperId, request.triggerType);
  let status: SmsStatus = request.optIn ? 'opted_in' : 'opted_out';
  if (request.optIn && request.triggerType === 'PROMOTIONAL' && current !== 'opted_in') status = 'pending';
  await db.query(
    `INSERT INTO sms_preferences (shopper_id, trigger_type, status, phone_number, modified_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (shopper_id, trigger_type) DO UPDATE SET status = $3, phone_number = $4, modified_at = $5`,
    [shopperId, request.triggerType, status, request.phoneNumber, now],
  );
  return status === 'pending'
    ? { customerOptedIn: false, warning: confirmOnPhoneWarning }
    : { customerOptedIn: status === 'opted_in' };
}

/** The phone's confirmation: every pending opt-in of the shopper becomes an opt-in. */
export async function confirmPendingSms(db: Queryable, shopperId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ trigger_type: string }>(
    `UPDATE sms_preferences SET status = 'opted_in', modified_at = $2
      WHERE shopper_id = $1 AND status = 'pending' RETURNING trigger_type`,
    [shopperId, now],
  );
  return rows.length;
}

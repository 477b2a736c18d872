'use client';

import type { SmsPreferenceType } from '@aisle/contracts/account';
import { useServiceClient } from '@aisle/core';
import { useEffect, useState } from 'react';
import { useCheckoutCalls } from '../../hooks/useCheckoutCalls';

/** The order's texts: the trigger the checkout's opt-in is for. */
export const orderTextsTrigger: SmsPreferenceType = 'CLICKLIST';

export interface SmsOptIn {
  /** The shopper's standing opt-in at the contact's phone; undefined until known, or if it cannot be. */
  optedIn: boolean | undefined;
  /**
   * Keeps the standing opt-in in step with the drawer's choice (§7 "Opt-in update"): only for the
   * phone whose status the service gave, the account's mobile, and only when the choice differs.
   * Rejects when the service could not save it.
   */
  save(phone: string, optIn: boolean): Promise<void>;
}

/**
 * The shopper's standing SMS opt-in for order texts (§7 "Opt-in status"), read when the contact
 * drawer opens with a valid phone. The service knows only the account's mobile number: for another
 * (someone else collecting the order) the status cannot be read, and the order's own `smsOptin`,
 * saved with the contact, is the whole choice.
 */
export function useSmsOptIn(phone: string): SmsOptIn {
  const client = useServiceClient();
  const { getSmsOptInStatus, updateSmsOptIn } = useCheckoutCalls();
  const [known, setKnown] = useState<{ phone: string; optedIn: boolean }>();

  useEffect(() => {
    if (!phone) return;
    let current = true;
    getSmsOptInStatus(client, { phoneNumber: phone, triggerType: orderTextsTrigger }).then(
      (optedIn) => current && setKnown({ phone, optedIn }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, getSmsOptInStatus, phone]);

  return {
    optedIn: known?.phone === phone ? known.optedIn : undefined,
    save: async (next, optIn) => {
      if (!known || known.phone !== next || known.optedIn === optIn) return;
      await updateSmsOptIn(client, { optIn, phoneNumber: next, triggerType: orderTextsTrigger });
      setKnown({ phone: next, optedIn: optIn });
    },
  };
}

'use client';

import type { CheckoutPromo } from '@aisle/contracts/checkout';
import { useServiceErrorMessage } from '@aisle/core';
import { formatMoney } from '@aisle/core/format';
import { Alert, Button, format, TextField } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeCheckoutError } from '../checkoutErrors/describeCheckoutError';
import { useCheckoutMessages } from '../messages';
import { promoCodeMaxLength, promoCodeSchema, type PromoCodeInput, type PromoCodeValues } from './promoCodeForm';
import * as styles from './PromoCodes.css';

export interface PromoCodesProps {
  /** The codes on the order and what each saves. */
  promos: readonly CheckoutPromo[];
  /** Adds a code to the order (§7 "Update checkout (promo)", action ADD). */
  onApply(code: string): Promise<unknown>;
  /** Takes a code off the order (action REMOVE). */
  onRemove(code: string): Promise<unknown>;
  /**
   * Whether the block itself says the order changed elsewhere, timed out or the session ended;
   * false where the page around it already does (the payment page), so it is not said twice.
   */
  announcesOrderFailures?: boolean;
}

/**
 * Promo codes (checkout spec §2, §5, §8): the 'Promo code' field and Apply, then each applied code
 * with its saving and Remove. A failed apply keeps the code typed and says so, in the catalogue's
 * words unless the failure means more (session expired, order changed elsewhere).
 */
export function PromoCodes({ promos, onApply, onRemove, announcesOrderFailures = true }: PromoCodesProps) {
  const messages = useCheckoutMessages();
  const generic = useServiceErrorMessage();
  const [failure, setFailure] = useState<string>();
  const [removing, setRemoving] = useState<string>();
  const schema = useMemo(() => promoCodeSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PromoCodeInput, unknown, PromoCodeValues>({
    resolver: zodResolver(schema),
    defaultValues: { promoCode: '' },
  });

  const failureMessage = (error: unknown, fallback: string) => {
    const described = describeCheckoutError(error, messages, generic, fallback);
    if (described.kind === 'other') return fallback;
    const ordersFailure = ['conflict', 'order-timed-out', 'session-expired'].includes(described.kind);
    return ordersFailure && !announcesOrderFailures ? undefined : described.message;
  };
  const apply = async ({ promoCode }: PromoCodeValues) => {
    setFailure(undefined);
    try {
      await onApply(promoCode);
      reset();
    } catch (error) {
      setFailure(failureMessage(error, messages.promoAddFailed));
    }
  };
  const remove = async (code: string) => {
    setFailure(undefined);
    setRemoving(code);
    try {
      await onRemove(code);
    } catch (error) {
      setFailure(failureMessage(error, messages.promoRemoveFailed));
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <div className={styles.promoCodes}>
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(apply)(event)}>
        <TextField
          {...register('promoCode')}
          className={styles.field}
          label={messages.promoCodeLabel}
          maxLength={promoCodeMaxLength}
          autoComplete="off"
          spellCheck={false}
          error={errors.promoCode?.message}
        />
        <Button type="submit" variant="secondary" busy={isSubmitting} busyLabel={messages.promoCodeApplying}>
          {messages.promoCodeApply}
        </Button>
      </form>
      {failure && <Alert tone="error">{failure}</Alert>}
      {promos.length > 0 && (
        <ul className={styles.list} aria-label={messages.promoCodeApplied}>
          {promos.map((promo) => (
            <li key={promo.code} className={styles.promo}>
              <span className={styles.code}>{promo.code}</span>
              <span className={styles.saving}>
                {format(messages.promoCodeSaving, { amount: formatMoney(promo.amount) })}
              </span>
              <Button
                variant="tertiary"
                size="small"
                aria-label={format(messages.promoCodeRemoveLabel, { code: promo.code })}
                busy={removing === promo.code}
                busyLabel={messages.promoCodeRemoving}
                onClick={() => void remove(promo.code)}
              >
                {messages.promoCodeRemove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

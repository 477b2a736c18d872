'use client';

import { formatMoney } from '@aisle/core/format';
import { Button, CurrencyInput, format } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCheckoutMessages } from '../messages';
import * as styles from './PayingWith.css';
import {
  snapAmountLimits,
  snapAmountSchema,
  type SnapAmountInput,
  type SnapAmountRange,
  type SnapAmountValues,
} from './snapAmount';

export interface SnapAmountFormProps {
  /** What the SNAP EBT card pays now. */
  amount: number;
  range: SnapAmountRange;
  /** A valid amount the shopper applied. */
  onAmountChange(amount: number): void;
  /** While the payment update is in flight. */
  busy?: boolean;
}

/**
 * The SNAP EBT amount (checkout spec §5): typed cents-style, two decimals, up to 20 characters;
 * required, at least $0.01, at most the lesser of the SNAP balance and the SNAP-eligible total. A
 * wrong amount keeps what was typed and says why.
 */
export function SnapAmountForm({ amount, range, onAmountChange, busy = false }: SnapAmountFormProps) {
  const messages = useCheckoutMessages();
  const schema = useMemo(() => snapAmountSchema(messages, range), [messages, range]);
  const cents = Math.round(amount * 100);
  const { control, handleSubmit } = useForm<SnapAmountInput, unknown, SnapAmountValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    // The amount the order pays, until the shopper types another (a checked balance can lower it).
    values: { cents },
    resetOptions: { keepDirtyValues: true },
  });

  return (
    <form
      className={styles.snapAmount}
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onAmountChange(values.cents))(event)}
    >
      <Controller
        control={control}
        name="cents"
        render={({ field, fieldState }) => (
          <CurrencyInput
            ref={field.ref}
            name={field.name}
            label={messages.payingWithSnapAmountLabel}
            hint={format(messages.payingWithSnapAmountHint, { amount: formatMoney(range.max) })}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={snapAmountLimits.inputMaxLength}
            error={fieldState.error?.message}
            required
          />
        )}
      />
      <div>
        <Button type="submit" variant="secondary" busy={busy} busyLabel={messages.payingWithSnapAmountApplying}>
          {messages.payingWithSnapAmountApply}
        </Button>
      </div>
    </form>
  );
}

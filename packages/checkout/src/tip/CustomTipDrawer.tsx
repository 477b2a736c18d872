'use client';

import { formatMoney } from '@aisle/core/format';
import { Alert, Button, CurrencyInput, Drawer, format } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCheckoutMessages } from '../messages';
import * as styles from './TipSection.css';
import { customTipSchema, type CustomTipInput, type CustomTipValues } from './tipRules';

export interface CustomTipDrawerProps {
  open: boolean;
  /** The tip now, the field's first value. */
  amount: number;
  /** The most the order takes (`gratuity.maxTip`). */
  maxTip: number;
  /** Why the last save failed. */
  failure: string | undefined;
  /** Saves the tip; resolves whether it was saved. */
  onSave(amount: number): Promise<boolean>;
  onClose(): void;
  /** Where focus goes once the drawer has closed (the tip's Edit button, as the modal would). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'Custom Tip Amount' (checkout spec §2 "Drawers", §5): dollars and cents after a '$', at most the
 * order's max tip. A failed save keeps the amount typed.
 */
export function CustomTipDrawer({ open, onClose, onCloseAutoFocus, ...props }: CustomTipDrawerProps) {
  const messages = useCheckoutMessages();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Drawer.Content side="right" onCloseAutoFocus={onCloseAutoFocus}>
        <Drawer.Title>{messages.tipCustomTitle}</Drawer.Title>
        <Drawer.Description>{messages.tipToDriver}</Drawer.Description>
        <CustomTipForm {...props} onClose={onClose} />
      </Drawer.Content>
    </Drawer.Root>
  );
}

function CustomTipForm({
  amount,
  maxTip,
  failure,
  onSave,
  onClose,
}: Omit<CustomTipDrawerProps, 'open' | 'onCloseAutoFocus'>) {
  const messages = useCheckoutMessages();
  const schema = useMemo(() => customTipSchema(messages, maxTip), [messages, maxTip]);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CustomTipInput, unknown, CustomTipValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { cents: amount > 0 ? Math.round(amount * 100) : null },
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(async (values) => void (await onSave(values.cents)))(event)}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <Controller
        control={control}
        name="cents"
        render={({ field, fieldState }) => (
          <CurrencyInput
            ref={field.ref}
            name={field.name}
            label={messages.tipCustomLabel}
            hint={format(messages.tipCustomHint, { amount: formatMoney(maxTip) })}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            required
          />
        )}
      />
      <Drawer.Footer>
        <Button variant="secondary" onClick={onClose}>
          {messages.tipCancel}
        </Button>
        <Button type="submit" busy={isSubmitting} busyLabel={messages.tipSaving}>
          {messages.tipSave}
        </Button>
      </Drawer.Footer>
    </form>
  );
}

'use client';

import type { Checkout, DeliveryType } from '@aisle/contracts/checkout';
import { Checkbox, Drawer, Radio, RadioGroup, TextField } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCheckoutMessages } from '../../messages';
import { DrawerFormFooter } from '../DrawerFormFooter';
import * as styles from '../drawerForm.css';
import {
  createInstructionsSchema,
  notesMaxLength,
  readInstructions,
  type InstructionsFormValues,
} from './instructionsRules';

/** What the drawer saves: the instructions with their marker, and the delivery type. */
export interface InstructionsChange {
  instructions: string;
  deliveryType: DeliveryType;
}

export interface InstructionsDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  checkout: Checkout;
  /** Saves the change; resolves to the message to show when it could not, or nothing once saved. */
  onSave(change: InstructionsChange): Promise<string | undefined>;
}

/**
 * The orderInstructions drawer (§2, §5): the notes (at most 128 characters with the marker), and
 * for a delivery the do-not-ring-bell checkbox and Standard or Contactless, Contactless not for an
 * age-restricted order.
 */
export function InstructionsDrawer({ open, onOpenChange, checkout, onSave }: InstructionsDrawerProps) {
  const messages = useCheckoutMessages();
  const delivery = checkout.modalityType === 'DELIVERY';
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Content>
        <Drawer.Title>
          {delivery ? messages.paymentPageDeliveryInstructions : messages.paymentPagePickupInstructions}
        </Drawer.Title>
        {open && <InstructionsForm checkout={checkout} onSave={onSave} onDone={() => onOpenChange(false)} />}
      </Drawer.Content>
    </Drawer.Root>
  );
}

function InstructionsForm({
  checkout,
  onSave,
  onDone,
}: Pick<InstructionsDrawerProps, 'checkout' | 'onSave'> & { onDone(): void }) {
  const messages = useCheckoutMessages();
  const schema = useMemo(() => createInstructionsSchema(messages), [messages]);
  const [failure, setFailure] = useState<string>();
  const delivery = checkout.modalityType === 'DELIVERY';
  const restricted = checkout.ageRestriction !== null;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InstructionsFormValues, unknown, InstructionsChange>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      ...readInstructions(checkout.fulfillment.instructions),
      deliveryType: restricted ? 'Standard' : checkout.fulfillment.deliveryType,
    },
  });
  const limit = notesMaxLength(useWatch({ control, name: 'doNotRingBell' }));

  const save = handleSubmit(async (change) => {
    setFailure(undefined);
    const problem = await onSave(change);
    if (problem === undefined) onDone();
    else setFailure(problem);
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : void save(event))}
    >
      <TextField
        label={delivery ? messages.paymentPageDeliveryNotes : messages.paymentPagePickupNotes}
        autoComplete="off"
        characterLimit={limit}
        maxLength={limit}
        error={errors.notes?.message}
        {...register('notes')}
      />
      {delivery && (
        <>
          <Checkbox label={messages.paymentPageDoNotRingBell} {...register('doNotRingBell')} />
          <RadioGroup legend={messages.paymentPageDeliveryType}>
            <Radio
              value="Standard"
              label={messages.paymentPageStandard}
              hint={messages.paymentPageStandardHint}
              {...register('deliveryType')}
            />
            <Radio
              value="Contactless"
              label={messages.paymentPageContactless}
              hint={restricted ? messages.paymentPageContactlessUnavailable : messages.paymentPageContactlessHint}
              disabled={restricted}
              {...register('deliveryType')}
            />
          </RadioGroup>
        </>
      )}
      <DrawerFormFooter failure={failure} submitting={isSubmitting} />
    </form>
  );
}

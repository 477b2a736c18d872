'use client';

import type { CheckoutContact } from '@aisle/contracts/checkout';
import { isValidPhone } from '@aisle/core/format';
import { Checkbox, Drawer, TextField, useMaskedInput } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCheckoutMessages } from '../../messages';
import { DrawerFormFooter } from '../DrawerFormFooter';
import * as styles from '../drawerForm.css';
import {
  contactNameMaxLength,
  createContactSchema,
  formatPhoneTyping,
  toContactFormValues,
  type ContactFormValues,
} from './contactForm';
import { useSmsOptIn } from './useSmsOptIn';

/** The shopper's e-mail opt-in, kept by the host (§7 "email preferences update"): not a checkout call. */
export interface EmailOptIn {
  /** Whether the shopper gets the banner's e-mails now. */
  optedIn: boolean;
  /** Saves the choice; rejects when it cannot ('We're having trouble updating your email preferences…'). */
  onChange(optIn: boolean): Promise<void>;
}

export interface ContactDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  contact: CheckoutContact;
  /** Saves the contact; resolves to the message to show when it could not, or nothing once saved. */
  onSave(contact: CheckoutContact): Promise<string | undefined>;
  /** The e-mail opt-in, when the host offers one and the banner shows it. */
  emailOptIn?: EmailOptIn | undefined;
}

/**
 * The contact drawer (§2 "Drawers: contact", §5): first and last name, the phone formatted
 * (###) ###-#### as it is typed, and the SMS opt-in, which waits for a valid phone (§4). The opt-in
 * starts from the shopper's standing one where the service knows it, and keeps it in step
 * (§7 "Opt-in status", "Opt-in update": `useSmsOptIn`).
 */
export function ContactDrawer({ open, onOpenChange, ...props }: ContactDrawerProps) {
  const messages = useCheckoutMessages();
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Content>
        <Drawer.Title>{messages.paymentPageContactTitle}</Drawer.Title>
        {/* Mounted with the drawer: every opening starts from the checkout's contact. */}
        {open && <ContactForm {...props} onDone={() => onOpenChange(false)} />}
      </Drawer.Content>
    </Drawer.Root>
  );
}

function ContactForm({
  contact,
  onSave,
  emailOptIn,
  onDone,
}: Omit<ContactDrawerProps, 'open' | 'onOpenChange'> & { onDone(): void }) {
  const messages = useCheckoutMessages();
  const schema = useMemo(() => createContactSchema(messages), [messages]);
  const [failure, setFailure] = useState<string>();
  const [emailChoice, setEmailChoice] = useState(emailOptIn?.optedIn ?? false);
  const smsOptIn = useSmsOptIn(contact.phone);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, CheckoutContact>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: toContactFormValues(contact),
  });
  const phone = register('phoneNumber');
  const phoneMask = useMaskedInput({ format: formatPhoneTyping, onChange: phone.onChange });
  const phoneValid = isValidPhone(useWatch({ control, name: 'phoneNumber' }));
  // No texts without a number to send them to: the opt-in clears when the phone stops being valid.
  useEffect(() => {
    if (!phoneValid) setValue('smsOptIn', false);
  }, [phoneValid, setValue]);
  // A shopper who already gets order texts at this number finds the box ticked, unless they touched it.
  useEffect(() => {
    if (smsOptIn.optedIn && !getFieldState('smsOptIn').isDirty) setValue('smsOptIn', true);
  }, [smsOptIn.optedIn, getFieldState, setValue]);

  const save = handleSubmit(async (next) => {
    setFailure(undefined);
    const problem = await onSave(next);
    if (problem !== undefined) {
      setFailure(problem);
      return;
    }
    try {
      await smsOptIn.save(next.phone, next.smsOptin);
    } catch {
      setFailure(messages.smsPreferencesFailed);
      return;
    }
    if (emailOptIn && emailChoice !== emailOptIn.optedIn) {
      try {
        await emailOptIn.onChange(emailChoice);
      } catch {
        setFailure(messages.emailPreferencesFailed);
        return;
      }
    }
    onDone();
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : void save(event))}
    >
      <TextField
        label={messages.paymentPageFirstName}
        autoComplete="given-name"
        maxLength={contactNameMaxLength}
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={messages.paymentPageLastName}
        autoComplete="family-name"
        maxLength={contactNameMaxLength}
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label={messages.paymentPagePhone}
        hint={messages.paymentPagePhoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        error={errors.phoneNumber?.message}
        {...phone}
        {...phoneMask}
      />
      <Checkbox
        label={messages.paymentPageSmsOptIn}
        hint={phoneValid ? undefined : messages.paymentPageSmsOptInNeedsPhone}
        disabled={!phoneValid}
        {...register('smsOptIn')}
      />
      {emailOptIn && (
        <Checkbox
          label={messages.paymentPageEmailOptIn}
          checked={emailChoice}
          onChange={(event) => setEmailChoice(event.target.checked)}
        />
      )}
      <DrawerFormFooter failure={failure} submitting={isSubmitting} />
    </form>
  );
}

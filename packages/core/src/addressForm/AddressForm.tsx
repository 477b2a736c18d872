'use client';

import { regionOptions, type AddressFormValues, type ZipValidator } from '@aisle/contracts';
import { Alert, Button, Checkbox, keepFocusOnPress, Select, Stack, TextField } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import * as styles from './AddressForm.css';
import { createAddressSchema } from './addressSchema';
import type { AddressFormMessages } from './messages';

export interface AddressFormProps {
  /** The heading, in the caller's words: 'Add New Address' or 'Edit Address' in the account. */
  title: ReactNode;
  /** The heading level of the title; 2 by default, 1 when the form is the page. */
  titleLevel?: 1 | 2 | 3 | 4;
  /** The title's id, e.g. for a modal's `aria-labelledby`; generated when omitted. */
  titleId?: string;
  /** Makes the title focusable from script, so a screen can move focus to it when the view changes. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The address being edited (`toFormValues(address)`); empty fields when adding. */
  defaultValues?: Partial<AddressFormValues>;
  /**
   * Receives the checked values (trimmed, a Canadian postal code normalised). While it runs the
   * buttons are busy; if it rejects, every typed value stays and the error is shown above the buttons.
   */
  onSubmit(values: AddressFormValues): Promise<void>;
  submitLabel: string;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** Offer US states and DC only. */
  usOnly?: boolean;
  /**
   * Decides whether the postal code is acceptable for the state's country; `defaultZipValidator`
   * from @aisle/contracts by default. Keep it the same function across renders (a module-level
   * one): the form builds its schema from it.
   */
  zipValidator?: ZipValidator;
  /**
   * The labels and the rules' messages, from the caller's message table with the host's overrides
   * (`useMessages` keeps that the same object across renders, so the schema is built once).
   */
  messages: AddressFormMessages;
  /**
   * Turns a rejected `onSubmit` into the message shown. The caller's, as only it knows which
   * service `onSubmit` called and that service's error catalogue.
   */
  errorMessage: (error: unknown) => ReactNode;
}

const emptyValues: AddressFormValues = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  isHome: false,
};

/**
 * The add/edit address form (account spec §2, §5): Street Address, Apt/Suite, City,
 * State/Province, Postal Code and 'Make this my mailing address'. Errors show on a field once it
 * is left and on submit, when focus moves to the first invalid field. Every feature that asks for
 * an address shows this one, so it holds no words and calls no service: the feature gives both.
 */
export function AddressForm({
  title,
  titleLevel = 2,
  titleId: givenTitleId,
  titleRef,
  defaultValues,
  onSubmit,
  submitLabel,
  onCancel,
  usOnly = false,
  zipValidator,
  messages,
  errorMessage,
}: AddressFormProps) {
  const schema = useMemo(
    () => createAddressSchema(messages, { usOnly, zipValidator }),
    [messages, usOnly, zipValidator],
  );
  const options = useMemo(
    () => regionOptions({ usOnly }).map((region) => ({ value: region.code, label: region.name })),
    [usOnly],
  );
  const [initialValues] = useState(() => ({ ...emptyValues, ...defaultValues }));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // A second Enter while the first submission runs must not send the address twice.
  const inFlight = useRef(false);
  const generatedTitleId = useId();
  const titleId = givenTitleId ?? generatedTitleId;
  const Heading = `h${titleLevel}` as const;

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setFailure(null);
      try {
        await onSubmit(values);
      } catch (error) {
        // Nothing is reset: the shopper's values stay for another try.
        setFailure({ error });
      } finally {
        inFlight.current = false;
      }
    })(event);
  };

  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={handleFormSubmit}>
      <Stack space="4">
        <Heading id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
          {title}
        </Heading>
        <TextField
          label={messages.streetAddressLabel}
          autoComplete="address-line1"
          required
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <TextField
          label={messages.aptSuiteLabel}
          autoComplete="address-line2"
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
        <div className={styles.locality}>
          <TextField
            label={messages.cityLabel}
            autoComplete="address-level2"
            required
            error={errors.city?.message}
            {...register('city')}
          />
          <Select
            label={messages.stateProvinceLabel}
            autoComplete="address-level1"
            placeholder={messages.selectStateProvince}
            options={options}
            required
            // Also given to React, so the chosen option is selected in the server's HTML too.
            defaultValue={initialValues.state}
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            label={messages.postalCodeLabel}
            autoComplete="postal-code"
            required
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
        </div>
        <Checkbox label={messages.makeMailingAddressLabel} {...register('isHome')} />
        {failure && <Alert tone="error">{errorMessage(failure.error)}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={isSubmitting} onMouseDown={keepFocusOnPress}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" disabled={isSubmitting} onClick={onCancel} onMouseDown={keepFocusOnPress}>
              {messages.cancelButton}
            </Button>
          )}
        </div>
      </Stack>
    </form>
  );
}

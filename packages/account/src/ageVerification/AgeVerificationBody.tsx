'use client';

import { useStorefront, useStorefrontRoutes } from '@aisle/core';
import { toIsoDate } from '@aisle/core/format';
import { Alert, Button, Checkbox, DateInput, Link, Modal } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useForm } from 'react-hook-form';
import { networkErrorMessage } from '../api/errors';
import { useAccountMessages } from '../messages';
import * as styles from './AgeVerificationModal.css';
import {
  createAgeVerificationSchema,
  type AgeVerificationFormValues,
  type AgeVerificationValues,
} from './ageVerificationSchema';

/** A restricted item shown as a thumbnail; its name is the image's alt text. */
export interface RestrictedItem {
  /** A stable key, e.g. the product id; the name is used when omitted. */
  id?: string;
  name: string;
  imageSrc: string;
}

export interface AgeVerificationBodyProps {
  items: readonly RestrictedItem[];
  minimumAge: number;
  termsContent: ReactNode;
  onContinue(dateOfBirth: string): Promise<void> | void;
  timeZone?: string;
  errorMessage?: (error: unknown) => ReactNode;
  /** Receives the date input, so the modal can put focus there when it opens. */
  dateRef: RefObject<HTMLInputElement | null>;
  /** Called once `onContinue` has resolved. */
  onDone(): void;
}

const emptyValues: AgeVerificationFormValues = { dateOfBirth: '', termsAccepted: false };

/**
 * The modal's content: the form, or the Terms & Conditions in its place. It is mounted while the
 * modal is open only, so closing the modal resets it; the form's values live here, above both views,
 * so going to the terms and back keeps what was typed.
 */
export function AgeVerificationBody({
  items,
  minimumAge,
  termsContent,
  onContinue,
  timeZone = 'UTC',
  errorMessage,
  dateRef,
  onDone,
}: AgeVerificationBodyProps) {
  const messages = useAccountMessages();
  const { now } = useStorefront();
  const { cart } = useStorefrontRoutes();
  // The day the modal opened on, in the store's zone: ages are counted on it.
  const [today] = useState(() => toIsoDate(now(), { timeZone }));
  const schema = useMemo(
    () => createAgeVerificationSchema(messages, { minimumAge, today }),
    [messages, minimumAge, today],
  );
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<AgeVerificationFormValues, unknown, AgeVerificationValues>({
    resolver: zodResolver(schema),
    // Checked on Continue, then as the shopper corrects it; a date typed and left is checked on
    // leaving the field (`dateChecks`). An empty one is not: the modal opens with focus in it, and
    // the message appearing on the first click elsewhere moved 'Terms & Conditions' from under the
    // pointer, so that click opened nothing.
    mode: 'onSubmit',
    defaultValues: emptyValues,
  });
  // A date typed and left is checked on leaving it; from then on, as it is typed, so its message
  // follows the correction. An empty one waits for Continue (see the form's mode).
  const [dateChecked, setDateChecked] = useState(false);
  const dateChecks = {
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if (event.target.value === '') return;
      setDateChecked(true);
      void trigger('dateOfBirth');
    },
    onChange: () => {
      if (dateChecked) void trigger('dateOfBirth');
    },
  };
  const [view, setView] = useState<'form' | 'terms'>('form');
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // A second Enter while the first submission runs must not send the date twice.
  const inFlight = useRef(false);
  const termsHeadingRef = useRef<HTMLHeadingElement>(null);
  const termsControlRef = useRef<HTMLButtonElement>(null);
  const shownView = useRef(view);

  // Focus follows the view: the terms' heading on the way there, the control that opened them on the way back.
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    (view === 'terms' ? termsHeadingRef : termsControlRef).current?.focus();
  }, [view]);

  if (view === 'terms') {
    return (
      <>
        <Modal.Title ref={termsHeadingRef} tabIndex={-1}>
          {messages.termsAndConditions}
        </Modal.Title>
        <Modal.Description asChild>
          <div className={styles.terms}>{termsContent}</div>
        </Modal.Description>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setView('form')}>
            {messages.termsBackButton}
          </Button>
        </Modal.Footer>
      </>
    );
  }

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(async ({ dateOfBirth }) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setFailure(null);
      try {
        await onContinue(dateOfBirth);
        onDone();
      } catch (error) {
        // Nothing is reset: the shopper's date and tick stay for another try.
        setFailure({ error });
      } finally {
        inFlight.current = false;
      }
    })(event);
  };

  const { ref: dateFieldRef, ...dateField } = register('dateOfBirth', dateChecks);
  const [beforeTerms = '', afterTerms = ''] = messages.agreeToTerms.split('{terms}');

  return (
    <>
      <Modal.Title>{messages.ageVerificationHeading}</Modal.Title>
      <Modal.Description>{messages.ageVerificationIntro}</Modal.Description>
      <form className={styles.form} noValidate onSubmit={handleFormSubmit}>
        {items.length > 0 && (
          <ul className={styles.items} aria-label={messages.restrictedItemsLabel}>
            {items.map((item) => (
              <li key={item.id ?? item.name}>
                <img className={styles.thumbnail} src={item.imageSrc} alt={item.name} width={64} height={64} />
              </li>
            ))}
          </ul>
        )}
        <DateInput
          label={messages.dateOfBirthLabel}
          autoComplete="bday"
          required
          error={errors.dateOfBirth?.message}
          {...dateField}
          ref={(element) => {
            dateFieldRef(element);
            dateRef.current = element;
          }}
        />
        <Checkbox
          label={
            <>
              {beforeTerms}
              <Button ref={termsControlRef} variant="link" onClick={() => setView('terms')}>
                {messages.termsAndConditions}
              </Button>
              {afterTerms}
            </>
          }
          required
          error={errors.termsAccepted?.message}
          {...register('termsAccepted')}
        />
        {failure && (
          <Alert tone="error">
            {errorMessage
              ? errorMessage(failure.error)
              : (networkErrorMessage(failure.error, messages) ?? messages.ageVerificationFailed)}
          </Alert>
        )}
        <Modal.Footer>
          <Link href={cart}>{messages.backToCartButton}</Link>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {messages.continueButton}
          </Button>
        </Modal.Footer>
      </form>
    </>
  );
}

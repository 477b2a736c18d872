'use client';

import { isValidZipSearch, zipLength } from '@aisle/contracts';
import { useAnalytics } from '@aisle/core';
import { Button, TextField } from '@aisle/ui';
import { useState, type FormEvent } from 'react';
import { useSchedulingWords } from '../../words';
import { selectorMessages } from '../../modalitySelector/selectorMessages';
import * as styles from './PostalCodeForm.css';
import { postalCodeClientConstraint } from './postalCodeAnalytics';

export interface PostalCodeFormProps {
  /** What is typed; kept by the selector, which clears it on Back (§2). */
  value: string;
  onChange(value: string): void;
  /** A 5-digit code was searched. */
  onSearch(postalCode: string): void;
  /** The service found the code invalid (§8): shown like the field's own check. */
  serviceInvalid?: boolean;
  /** Offers 'Use My Location' when given: the selector asks consent first (§4). */
  onUseLocation?: () => void;
  busy?: boolean;
}

/**
 * The postal-code search (§5): digits only, typing capped at 5, and a submit of anything but 5
 * digits shows the invalid-postal-code message under the field, keeping what was typed, and
 * records a client constraint error in analytics.
 */
export function PostalCodeForm({
  value,
  onChange,
  onSearch,
  serviceInvalid,
  onUseLocation,
  busy,
}: PostalCodeFormProps) {
  const messages = useSchedulingWords(selectorMessages);
  const track = useAnalytics();
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidZipSearch(value)) {
      track(postalCodeClientConstraint(value));
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSearch(value.trim());
  };
  return (
    <div className={styles.container}>
      <form className={styles.form} onSubmit={submit} noValidate role="search" aria-label={messages.storeSearchLabel}>
        <div className={styles.field}>
          <TextField
            label={messages.postalCodeLabel}
            value={value}
            // Pasted spaces or letters are dropped rather than refused: what remains is the code.
            onChange={(event) => {
              setInvalid(false);
              onChange(event.target.value.replace(/\D/g, '').slice(0, zipLength));
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={zipLength}
            error={invalid || serviceInvalid ? messages.invalidPostalCode : undefined}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" busy={busy ?? false} busyLabel={messages.searchingStores}>
            {messages.searchButton}
          </Button>
          {onUseLocation && (
            <Button type="button" variant="secondary" onClick={onUseLocation}>
              {messages.useMyLocationButton}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

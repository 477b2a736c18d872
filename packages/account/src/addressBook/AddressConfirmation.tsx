'use client';

import { Alert, Button, Checkbox, Radio, RadioGroup, Stack } from '@aisle/ui';
import { useRef, useState, type Ref } from 'react';
import type { AddressChoice, AddressSave } from '../addressForm/useAddressSave';
import { addressErrorMessage } from '../api/errors';
import { useAccountMessages } from '../messages';
import { AddressLineBreaks, AddressLines } from './AddressLines';
import * as styles from './addressBook.css';

export interface AddressConfirmationProps {
  /** The save flow, on its 'unverified' or 'corrected' step. */
  save: AddressSave;
  headingLevel: 1 | 2;
  headingId?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * Corrected: the legacy page offers the suggestion against the original (radios, spec §4); the
   * newer modal shows the suggestion alone with 'Confirm Address' and 'Edit Address' (spec §2).
   */
  offerOriginal: boolean;
}

/**
 * 'Confirm Address': the step between the form and the save when validation did not simply accept
 * the address. Unverified asks for 'Use this address'; corrected shows the suggestion.
 */
export function AddressConfirmation({
  save,
  headingLevel,
  headingId,
  headingRef,
  offerOriginal,
}: AddressConfirmationProps) {
  const messages = useAccountMessages();
  const { state, busy } = save;
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [tickMissing, setTickMissing] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;
  if (state.step !== 'unverified' && state.step !== 'corrected') return null;

  const confirm = async () => {
    if (state.step === 'unverified' && !state.useThisAddress) {
      setTickMissing(true);
      checkbox.current?.focus();
      return;
    }
    setFailure(null);
    try {
      await save.confirm();
    } catch (error) {
      // The step stays as it was, with the shopper's choice, for another try.
      setFailure({ error });
    }
  };

  return (
    <Stack space="4">
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={headingLevel === 1 ? styles.heading : styles.viewHeading}
      >
        {messages.confirmAddressTitle}
      </Heading>
      {state.step === 'unverified' ? (
        <>
          <Alert tone="warning">{messages.addressUnverified}</Alert>
          <AddressLines address={state.original} />
          <Checkbox
            ref={checkbox}
            label={messages.useThisAddressLabel}
            checked={state.useThisAddress}
            error={tickMissing && !state.useThisAddress ? messages.useThisAddressRequired : undefined}
            onChange={(event) => save.setUseThisAddress(event.currentTarget.checked)}
          />
        </>
      ) : offerOriginal ? (
        <RadioGroup
          legend={messages.chooseAddressLegend}
          value={state.choice}
          onValueChange={(choice) => save.choose(choice as AddressChoice)}
        >
          <Radio
            value="suggestion"
            label={messages.suggestedAddressLabel}
            hint={<AddressLineBreaks address={state.suggestion} />}
          />
          <Radio
            value="original"
            label={messages.originalAddressLabel}
            hint={<AddressLineBreaks address={state.original} />}
          />
        </RadioGroup>
      ) : (
        <Stack space="2">
          <p className={styles.label}>{messages.suggestedAddressLabel}</p>
          <AddressLines address={state.suggestion} />
        </Stack>
      )}
      {failure && <Alert tone="error">{addressErrorMessage(failure.error, messages)}</Alert>}
      <div className={styles.actions}>
        <Button variant="primary" busy={busy} onClick={() => void confirm()}>
          {messages.confirmAddressButton}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={save.edit}>
          {messages.editAddressButton}
        </Button>
      </div>
    </Stack>
  );
}

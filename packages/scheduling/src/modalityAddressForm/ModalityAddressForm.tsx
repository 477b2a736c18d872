'use client';

import type { Address, Modality } from '@aisle/contracts';
import type { ModalityOption } from '@aisle/contracts/scheduling';
import { AddressForm, type AddressFormMessages } from '@aisle/core/address-form';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { addressBookMessages } from '../modalityAddressBook/addressBookMessages';
import { useSchedulingWords } from '../words';
import { AddressConfirmation } from './AddressConfirmation';
import { addressFormMessages } from './addressFormMessages';
import { CheckAvailabilityModal } from './CheckAvailabilityModal';
import { useAddressSubmit } from './useAddressSubmit';

const words = /* @__PURE__ */ Object.assign({}, addressFormMessages, addressBookMessages);

/** The address form screen: the way of shopping it is for, the address it edits, where it leads. */
export interface ModalityAddressFormProps {
  /** Delivery or ship: the way of shopping the saved address is checked for. */
  modality: Extract<Modality, 'DELIVERY' | 'SHIP'>;
  /** The way of shopping's name in the not-eligible message: 'Delivery'. */
  modalityName: string;
  /** The saved address to edit ('Edit Delivery Address'); absent to add one. */
  address?: Address | undefined;
  /**
   * 'page' confirms a corrected address in a step of its own ('Suggested Address'); 'modal', the
   * selector's modal, is the spec's modal variant: its titles and the 'Check Availability' modal.
   */
  variant?: 'page' | 'modal';
  /** The saved address is eligible: the option to set. A rejection shows the technical-difficulties message. */
  onChosen(option: ModalityOption): Promise<void>;
  /** 'Cancel': back to the address book. */
  onCancel(): void;
  /** The heading level of the form's title under the selector's. */
  headingLevel?: 2 | 3;
  /**
   * More for the address being edited, under the form and not on its confirmation step (the
   * address book v2's 'Delete Address'): confirming a suggestion is about that address, not others.
   */
  footer?: ReactNode;
}

/**
 * ADD_ADDRESS (§2 "Address form (steps)"): the address form of `@aisle/core/address-form` in the
 * scheduling words, validated, confirmed when corrected, saved to the shopper's address book and
 * set as the way of shopping when eligible.
 */
export function ModalityAddressForm({
  modality,
  modalityName,
  address,
  variant = 'page',
  onChosen,
  onCancel,
  headingLevel = 2,
  footer,
}: ModalityAddressFormProps) {
  const messages = useSchedulingWords(words);
  const submit = useAddressSubmit({ modality, modalityName, editing: address, onChosen });
  // The same object across renders while the words do not change: the form builds its schema from it.
  const formMessages = useMemo<AddressFormMessages>(
    () => ({ ...messages, postalCodeLabel: messages.addressPostalCodeLabel }),
    [messages],
  );
  // Back from the page's confirmation step ('Edit Address'), the shopper's place is the form's title.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const confirming = useRef(false);
  useEffect(() => {
    if (submit.step.step === 'ADDRESS_CONFIRMATION') confirming.current = true;
    else if (confirming.current && variant === 'page') titleRef.current?.focus();
  }, [submit.step, variant]);
  const editing = address !== undefined;
  const title =
    variant === 'modal'
      ? editing
        ? messages.editDeliveryAddressTitle
        : messages.addDeliveryAddressTitle
      : editing
        ? messages.editAddressTitle
        : messages.addAddressTitle;
  const submitLabel = editing
    ? messages.updateAddressButton
    : variant === 'modal'
      ? messages.saveAndContinueButton
      : messages.saveAddressButton;

  if (variant === 'page' && submit.step.step === 'ADDRESS_CONFIRMATION') {
    return <AddressConfirmation submit={submit} headingLevel={headingLevel} />;
  }
  return (
    <>
      <AddressForm
        title={title}
        titleLevel={headingLevel}
        titleRef={titleRef}
        defaultValues={submit.entry}
        onSubmit={submit.submit}
        submitLabel={submitLabel}
        onCancel={onCancel}
        messages={formMessages}
        errorMessage={submit.errorMessage}
      />
      {footer}
      {variant === 'modal' && <CheckAvailabilityModal submit={submit} />}
    </>
  );
}

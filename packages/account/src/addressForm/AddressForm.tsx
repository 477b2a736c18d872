'use client';

import {
  AddressForm as SharedAddressForm,
  type AddressFormProps as SharedAddressFormProps,
} from '@aisle/core/address-form';
import type { ReactNode } from 'react';
import { addressErrorMessage } from '../api/errors';
import { useAccountMessages } from '../messages';

/**
 * Core's props less `usOnly`: the account's books take Canadian addresses (§3 countryCode US or CA,
 * §4 Canadian provinces skip validation), so its form always lists the provinces (§5).
 */
export interface AddressFormProps extends Omit<SharedAddressFormProps, 'messages' | 'errorMessage' | 'usOnly'> {
  /** Turns a rejected `onSubmit` into the message shown; the spec §8 address catalogue by default. */
  errorMessage?: (error: unknown) => ReactNode;
}

/**
 * The add/edit address form of `@aisle/core/address-form` in the account's words (with the host's
 * overrides), failures told in the account's address error catalogue.
 */
export function AddressForm({ errorMessage, ...props }: AddressFormProps) {
  const messages = useAccountMessages();
  return (
    <SharedAddressForm
      {...props}
      usOnly={false}
      messages={messages}
      errorMessage={errorMessage ?? ((error) => addressErrorMessage(error, messages))}
    />
  );
}

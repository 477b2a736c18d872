'use client';

import type { Address } from '@aisle/contracts';
import { Button, Spinner } from '@aisle/ui';
import { useId } from 'react';
import { useWalletMessages } from '../../messages';
import { useFlyout } from '../FlyoutContext';
import * as styles from './billingAddress.css';
import { addressLines } from './billingSelection';

export interface BillingAddressSectionProps {
  address: Address | undefined;
  /** While the account's addresses load and none is chosen yet. */
  loading?: boolean;
  /** 'Please select a billing address.' or the invalid-characters message (§5). */
  error?: string;
  disabled?: boolean;
}

/** The card forms' billing address (§2): the chosen one in lines, and a button to the address list. */
export function BillingAddressSection({
  address,
  loading = false,
  error,
  disabled = false,
}: BillingAddressSectionProps) {
  const messages = useWalletMessages();
  const { dispatch } = useFlyout();
  const headingId = useId();
  const errorId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {messages.billingAddressHeading}
      </h3>
      {address && (
        <address className={styles.lines}>
          {addressLines(address, messages).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      )}
      {!address && loading && <Spinner label={messages.loadingBillingAddresses} delay={200} />}
      <Button
        variant="secondary"
        size="small"
        disabled={disabled}
        aria-describedby={error ? errorId : undefined}
        onClick={() => dispatch({ type: 'show', screen: 'ADDRESS_LIST' })}
      >
        {address ? messages.changeBillingAddressButton : messages.selectBillingAddressButton}
      </Button>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}

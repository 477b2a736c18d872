'use client';

import type { Address } from '@aisle/contracts';
import { Button, RadioTile, RadioTileAction, RadioTileGroup, Spinner, VisuallyHidden } from '@aisle/ui';
import { useState } from 'react';
import { useWalletMessages } from '../../messages';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { FlyoutScreen } from '../FlyoutScreen';
import * as styles from './billingAddress.css';
import { addressLines } from './billingSelection';
import { useChosenBillingAddress } from './useChosenBillingAddress';

/**
 * ADDRESS_LIST (wallet spec §2 "Billing address list", §4 "Billing address"): a radio tile per
 * saved address with its Edit button, and 'Add new address'. Picking an address returns to the
 * card form with it chosen. A failed load offers one retry, then the §8 get-address message.
 */
export function AddressListScreen() {
  const messages = useWalletMessages();
  const { dispatch } = useFlyout();
  const walletError = useWalletError();
  // The card form behind this screen loads the addresses; a failure is retried only on request (§4).
  const { address: chosen, addresses } = useChosenBillingAddress({ load: false });
  const [retried, setRetried] = useState(false);
  const chosenId = chosen?.id ?? null;

  const pick = (address: Address) => dispatch({ type: 'chooseBillingAddress', address });
  const retry = () => {
    setRetried(true);
    void addresses.reload();
  };

  return (
    <FlyoutScreen title={messages.billingAddressHeading}>
      {addresses.status === 'loading' && <Spinner label={messages.loadingBillingAddresses} delay={200} />}
      {addresses.status === 'error' &&
        (retried ? (
          <p className={styles.loadError}>{walletError(addresses.error, 'getAddress').message}</p>
        ) : (
          <p className={styles.loadError}>
            {messages.billingAddressLoadError}{' '}
            <Button variant="link" onClick={retry}>
              {messages.retryButton}
            </Button>
            {messages.billingAddressLoadErrorEnd}
          </p>
        ))}
      {addresses.status === 'loaded' && addresses.addresses.length > 0 && (
        <RadioTileGroup
          legend={<VisuallyHidden>{messages.billingAddressHeading}</VisuallyHidden>}
          value={chosenId}
          onValueChange={(id) => {
            const record = addresses.addresses.find((candidate) => candidate.id === id);
            if (record) pick(record);
          }}
        >
          {addresses.addresses.map((record) => {
            const [street, ...rest] = addressLines(record, messages);
            return (
              <RadioTile
                key={record.id}
                // Every address the service lists has its id.
                value={record.id ?? ''}
                title={street ?? ''}
                description={rest.join(', ')}
                // The address already chosen is picked again by a click on it: no change event fires.
                onClick={() => {
                  if (record.id === chosenId) pick(record);
                }}
                actions={
                  <RadioTileAction
                    onClick={() => dispatch({ type: 'show', screen: 'UPDATE_ADDRESS', address: record })}
                  >
                    {messages.editAction}
                  </RadioTileAction>
                }
              />
            );
          })}
        </RadioTileGroup>
      )}
      {addresses.status !== 'loading' && (
        <div>
          <Button variant="secondary" onClick={() => dispatch({ type: 'show', screen: 'UPDATE_ADDRESS' })}>
            {messages.addNewAddressButton}
          </Button>
        </div>
      )}
    </FlyoutScreen>
  );
}

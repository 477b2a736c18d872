'use client';

import { Alert, Button, Stack } from '@aisle/ui';
import type { AddressBookState } from '../hooks/useAddressBook';
import { addressErrorMessage } from '../api/errors';
import { useAccountMessages } from '../messages';

/** The list could not be loaded: the §8 message and a way to try again. */
export function LoadFailure({ book }: { book: AddressBookState }) {
  const messages = useAccountMessages();
  return (
    <Stack space="3" align="start">
      <Alert tone="error">{addressErrorMessage(book.error, messages)}</Alert>
      <Button
        variant="secondary"
        busy={book.status === 'in progress'}
        onClick={() => void book.refresh({ force: true })}
      >
        {messages.retryButton}
      </Button>
    </Stack>
  );
}

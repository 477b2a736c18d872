'use client';

import { Alert, Button } from '@aisle/ui';
import { networkErrorMessage } from '../api/errors';
import { useAccountMessages } from '../messages';
import * as section from './profileSection.css';

export interface SectionLoadFailureProps {
  /** Why the section's data could not be read. */
  error: unknown;
  /** The read is being tried again. */
  busy: boolean;
  onRetry(): void;
}

/** A profile section whose data could not be read: the network message (§8), or ours, and 'Try again'. */
export function SectionLoadFailure({ error, busy, onRetry }: SectionLoadFailureProps) {
  const messages = useAccountMessages();
  return (
    <div className={section.failure}>
      <Alert tone="error">{networkErrorMessage(error, messages) ?? messages.networkTechnicalDifficulties}</Alert>
      <div>
        <Button variant="secondary" busy={busy} onClick={onRetry}>
          {messages.retryButton}
        </Button>
      </div>
    </div>
  );
}

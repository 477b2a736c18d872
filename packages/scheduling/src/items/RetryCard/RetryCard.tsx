'use client';

import { Button, Card } from '@aisle/ui';
import { useSchedulingWords } from '../../words';
import { itemMessages } from '../itemMessages';
import * as styles from './RetryCard.css';

export interface RetryCardProps {
  /** 'Reload' calls this; it reloads the page by default. */
  onReload?(): void;
  className?: string;
}

// Read only when pressed, so the card renders on a server.
const reloadPage = () => window.location.reload();

/**
 * The retry card (§2): 'Oops, something went wrong! Please reload your page.' with 'Reload'. The
 * message is an alert, so a shopper who hears the page is told that part of it failed.
 */
export function RetryCard({ onReload = reloadPage, className }: RetryCardProps) {
  const messages = useSchedulingWords(itemMessages);
  return (
    <Card className={className ? `${styles.card} ${className}` : styles.card}>
      <p role="alert" className={styles.message}>
        {messages.retryCardMessage}
      </p>
      <Button variant="secondary" onClick={() => onReload()}>
        {messages.retryCardReload}
      </Button>
    </Card>
  );
}

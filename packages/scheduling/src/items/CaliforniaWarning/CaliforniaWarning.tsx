'use client';

import type { Product } from '@aisle/contracts/scheduling';
import { useSchedulingWords } from '../../words';
import { itemMessages } from '../itemMessages';
import * as styles from './CaliforniaWarning.css';
import { showsCaliforniaWarning } from './californiaRule';

export interface CaliforniaWarningProps {
  product: Pick<Product, 'prop65'>;
  /** The shopper's state (the destination's stateProvince); the warning shows for CA only. */
  stateCode: string | null | undefined;
  className?: string;
}

/**
 * The California product warning (§2, §5): the product's own Proposition 65 text, or ours when it
 * has none. Renders nothing outside California or for an item that does not require it. A named
 * note rather than an alert: it belongs to the item and is not news, so it is never announced.
 */
export function CaliforniaWarning({ product, stateCode, className }: CaliforniaWarningProps) {
  const messages = useSchedulingWords(itemMessages);
  if (!showsCaliforniaWarning(product, stateCode)) return null;
  const text = product.prop65.warning?.trim() || messages.californiaWarningText;
  // The law's form sets the leading 'WARNING:' in bold; the text itself stays as sent.
  const [lead = ''] = /^WARNING:/i.exec(text) ?? [];
  const classes = className ? `${styles.warning} ${className}` : styles.warning;
  return (
    <div role="note" aria-label={messages.californiaWarningLabel} className={classes}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3 2 20.5h20L12 3Z" />
        <path d="M12 10v5M12 17.5v.01" />
      </svg>
      <p className={styles.text}>
        {lead && <strong>{lead}</strong>}
        {text.slice(lead.length)}
      </p>
    </div>
  );
}

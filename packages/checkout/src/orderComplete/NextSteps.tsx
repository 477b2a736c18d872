'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { Card } from '@aisle/ui';
import { useId } from 'react';
import { useCheckoutMessages } from '../messages';
import * as styles from './OrderComplete.css';
import { nextSteps } from './orderFacts';

/** What the shopper does next, by way of shopping, in order. */
export function NextSteps({ checkout }: { checkout: Checkout }) {
  const messages = useCheckoutMessages();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={`${styles.section} ${styles.next}`}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {messages.orderCompleteNextStepsTitle}
      </h2>
      <ol className={styles.steps}>
        {nextSteps(checkout).map((step) => (
          <li key={step}>{messages[step]}</li>
        ))}
      </ol>
    </Card>
  );
}

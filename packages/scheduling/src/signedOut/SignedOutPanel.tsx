'use client';

import { useBanner, useStorefrontRoutes } from '@aisle/core';
import { format, Link } from '@aisle/ui';
import { useSchedulingWords } from '../words';
import { selectorMessages } from '../modalitySelector/selectorMessages';
import * as styles from './SignedOutPanel.css';

export interface SignedOutPanelProps {
  /** The heading level under the page's or the dialog's title. */
  headingLevel?: 2 | 3;
}

/**
 * The signed-out screen (§2): delivery times are a signed-in shopper's (§4 "Viewing timeslots", §6).
 * 'Sign In' goes to the storefront's sign-in route (`routes={{ storefront: { signIn } }}`), where
 * a host can add its own way back.
 */
export function SignedOutPanel({ headingLevel = 2 }: SignedOutPanelProps) {
  const messages = useSchedulingWords(selectorMessages);
  const { title } = useBanner();
  const { signIn } = useStorefrontRoutes();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          d="M24 24a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-14 16c0-7 6-11 14-11s14 4 14 11"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <Heading className={styles.title}>{messages.signedOutTitle}</Heading>
      <p className={styles.body}>{format(messages.signedOutBody, { banner: title })}</p>
      <Link href={signIn}>{messages.signInLink}</Link>
    </section>
  );
}

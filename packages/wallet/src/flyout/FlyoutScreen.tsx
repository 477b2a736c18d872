'use client';

import { Drawer, IconButton } from '@aisle/ui';
import type { ReactNode } from 'react';
import { useWalletMessages } from '../messages';
import { useFlyout } from './FlyoutContext';
import * as styles from './FlyoutScreen.css';
import { useScreenIsActive } from './ScreenSlot';

export interface FlyoutScreenProps {
  title: string;
  /** §2: every screen has a back button; Check Balance hides it when deep-linked from the card box. */
  showBack?: boolean;
  onBack?: () => void;
  footer?: ReactNode;
  children: ReactNode;
}

const backArrow = (
  <svg width="20" height="20" viewBox="0 0 20 20" className={styles.backIcon}>
    <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** One screen of the flyout: a back button and the title (the dialog's name), the body, the footer. */
export function FlyoutScreen({ title, showBack = true, onBack, footer, children }: FlyoutScreenProps) {
  const messages = useWalletMessages();
  const { dispatch } = useFlyout();
  // A screen kept behind another must not name the dialog: only the active one has the Drawer title.
  const active = useScreenIsActive();
  return (
    <>
      <div className={styles.header}>
        {showBack && (
          <IconButton
            label={messages.backButton}
            icon={backArrow}
            size="small"
            onClick={onBack ?? (() => dispatch({ type: 'back' }))}
          />
        )}
        {active ? (
          <Drawer.Title className={styles.title}>{title}</Drawer.Title>
        ) : (
          <h2 className={styles.title}>{title}</h2>
        )}
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
    </>
  );
}

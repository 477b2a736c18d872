'use client';

import { Button } from '@aisle/ui';
import { useId, type ReactNode, type Ref } from 'react';
import * as styles from './walletPage.css';

export interface AddFormPanelProps {
  /** 'Add New Card' or 'Add New Gift Card': the heading's button, which opens and closes the form. */
  label: string;
  open: boolean;
  onToggle(): void;
  toggleRef?: Ref<HTMLButtonElement>;
  /** Shown whatever the state: the gift card limit warning. */
  notice?: ReactNode;
  /** The form, given the id of the button that names it. */
  children: (labelledBy: string) => ReactNode;
}

/** A wallet-page add form behind its heading button (§4 "The add form opens and closes"), a disclosure. */
export function AddFormPanel({ label, open, onToggle, toggleRef, notice, children }: AddFormPanelProps) {
  const buttonId = useId();
  const regionId = useId();
  return (
    <section className={styles.panel} aria-labelledby={buttonId}>
      <h2 className={styles.panelHeading}>
        <Button
          ref={toggleRef}
          id={buttonId}
          variant={open ? 'secondary' : 'primary'}
          fullWidth
          aria-expanded={open}
          aria-controls={open ? regionId : undefined}
          onClick={onToggle}
        >
          {label}
        </Button>
      </h2>
      {notice}
      {open && <div id={regionId}>{children(buttonId)}</div>}
    </section>
  );
}

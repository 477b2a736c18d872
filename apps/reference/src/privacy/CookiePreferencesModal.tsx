import {
  Button,
  Checkbox,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalRoot,
  ModalTitle,
  toast,
} from '@aisle/ui';
import { useState } from 'react';
import * as styles from './CookiePreferencesModal.css';
import { privacyChoicesStore, usePrivacyChoices } from './privacyChoices';
import { privacyMessages as messages } from './privacyMessages';

export interface CookiePreferencesModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The storefront's privacy tool, opened by the wallet's 'Cookie Preferences' (wallet spec §2 legal
 * footer): what is always kept, and whether the fraud check runs when a card is added. Saved in
 * this browser; the wallet asks it before it loads the fraud script.
 */
export function CookiePreferencesModal({ open, onOpenChange }: CookiePreferencesModalProps) {
  const choices = usePrivacyChoices();
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalContent>
        <ModalTitle>{messages.title}</ModalTitle>
        <ModalDescription>{messages.intro}</ModalDescription>
        {/* Mounted with each opening, so it starts from what was saved, not from an abandoned edit. */}
        {open && (
          <PreferencesForm
            fraudPrevention={choices?.fraudPrevention ?? true}
            onSaved={() => {
              onOpenChange(false);
              toast.success({ body: messages.saved });
            }}
          />
        )}
      </ModalContent>
    </ModalRoot>
  );
}

function PreferencesForm({ fraudPrevention, onSaved }: { fraudPrevention: boolean; onSaved(): void }) {
  const [allowed, setAllowed] = useState(fraudPrevention);
  return (
    <form
      className={styles.body}
      onSubmit={(event) => {
        event.preventDefault();
        privacyChoicesStore.write({ fraudPrevention: allowed });
        onSaved();
      }}
    >
      <p className={styles.necessary}>
        <span className={styles.necessaryLabel}>{messages.necessaryLabel}</span>
        <span className={styles.hint}>{messages.necessaryHint}</span>
      </p>
      <Checkbox
        label={messages.fraudPreventionLabel}
        hint={messages.fraudPreventionHint}
        checked={allowed}
        onChange={(event) => setAllowed(event.currentTarget.checked)}
      />
      <ModalFooter>
        <ModalClose asChild>
          <Button variant="secondary">{messages.cancel}</Button>
        </ModalClose>
        <Button type="submit">{messages.save}</Button>
      </ModalFooter>
    </form>
  );
}

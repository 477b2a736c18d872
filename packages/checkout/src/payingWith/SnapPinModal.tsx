'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { formatMoney } from '@aisle/core/format';
import { Alert, Button, format, Modal } from '@aisle/ui';
import {
  cardName,
  SecurePinField,
  useWalletMessages,
  type SecureFieldHandle,
  type WalletSettings,
} from '@aisle/wallet';
import { useRef, useState } from 'react';
import { useCheckoutMessages } from '../messages';
import { pinEntryProblem } from './pinEntry';
import * as styles from './PayingWith.css';

export interface SnapPinModalProps {
  open: boolean;
  /** The SNAP EBT card that pays, and what it pays. */
  card: WalletCard;
  amount: number;
  /** Where the PIN widget lives: the wallet settings' secure fields origin and frame URL. */
  secureFields: Pick<WalletSettings, 'secureFieldsOrigin' | 'secureFieldsFrameUrl'>;
  /** The PIN, sealed by the widget for this card. */
  onPin(encryptedPin: string): void;
  onCancel(): void;
}

/**
 * 'Enter Your SNAP EBT PIN' (checkout spec §2 "Modals"): the wallet's hosted PIN widget, asked for
 * the PIN sealed for the paying card, as the wallet's balance check does. A failure keeps the modal
 * open and says why (§8 "SNAP PIN").
 */
export function SnapPinModal({ open, card, amount, secureFields, onPin, onCancel }: SnapPinModalProps) {
  const messages = useCheckoutMessages();
  const walletMessages = useWalletMessages();
  const pin = useRef<SecureFieldHandle<'pin'>>(null);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string>();

  const confirm = async () => {
    if (!pin.current || !card.paymentGram) return;
    setSubmitting(true);
    setProblem(undefined);
    try {
      const { encryptedPin } = await pin.current.submit({ paymentGram: card.paymentGram });
      onPin(encryptedPin);
    } catch (error) {
      setProblem(pinEntryProblem(error, messages));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Modal.Content width="small">
        <Modal.Title>{messages.payingWithPinTitle}</Modal.Title>
        <Modal.Description>
          {format(messages.payingWithPinIntro, { card: cardName(card, walletMessages), amount: formatMoney(amount) })}
        </Modal.Description>
        <div className={styles.pinBody}>
          {problem && <Alert tone="error">{problem}</Alert>}
          <SecurePinField
            ref={pin}
            origin={secureFields.secureFieldsOrigin}
            {...(secureFields.secureFieldsFrameUrl ? { frameUrl: secureFields.secureFieldsFrameUrl } : {})}
            title={walletMessages.enterSnapEbtPin}
          />
        </div>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>
            {messages.payingWithPinCancel}
          </Button>
          <Button busy={submitting} busyLabel={walletMessages.submittingButton} onClick={() => void confirm()}>
            {walletMessages.confirmButton}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

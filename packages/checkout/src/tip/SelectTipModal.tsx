'use client';

import { formatMoney } from '@aisle/core/format';
import { Alert, Button, Modal, Radio, RadioGroup } from '@aisle/ui';
import { useState } from 'react';
import { useCheckoutMessages } from '../messages';

const custom = 'custom';

export interface SelectTipModalProps {
  open: boolean;
  /** The tip now: its suggestion is chosen when the modal opens, 'Custom' for any other. */
  amount: number;
  /** The amounts offered, none zero (`tipSuggestions`). */
  suggestions: readonly number[];
  /** Why the last save failed. */
  failure: string | undefined;
  /** Saves a suggested tip; resolves whether it was saved. */
  onSave(amount: number): Promise<boolean>;
  /** 'Custom' chosen: the Custom Tip Amount drawer. */
  onCustom(): void;
  onClose(): void;
  /**
   * Where focus goes once the modal has closed; the trigger by default. Prevent it when 'Custom'
   * hands over to the drawer: the focus coming back late would leave the drawer's field mid-typing.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Select Tip Amount' (checkout spec §2 "Modals"): the suggested tips and 'Custom'. */
export function SelectTipModal({ open, onClose, onCloseAutoFocus, ...props }: SelectTipModalProps) {
  const messages = useCheckoutMessages();
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Modal.Content width="small" onCloseAutoFocus={onCloseAutoFocus}>
        <Modal.Title>{messages.tipSelectTitle}</Modal.Title>
        <Modal.Description>{messages.tipToDriver}</Modal.Description>
        {/* Mounted while open only, so each visit starts from the tip as it is. */}
        <TipChoice {...props} onClose={onClose} />
      </Modal.Content>
    </Modal.Root>
  );
}

function TipChoice({
  amount,
  suggestions,
  failure,
  onSave,
  onCustom,
  onClose,
}: Omit<SelectTipModalProps, 'open' | 'onCloseAutoFocus'>) {
  const messages = useCheckoutMessages();
  const valueOf = (tip: number) => String(Math.round(tip * 100));
  const [choice, setChoice] = useState(() =>
    suggestions.some((tip) => valueOf(tip) === valueOf(amount)) ? valueOf(amount) : amount > 0 ? custom : null,
  );
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (choice === null) return;
    if (choice === custom) return onCustom();
    setSaving(true);
    const saved = await onSave(Number(choice) / 100);
    if (!saved) setSaving(false);
  };

  return (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      <RadioGroup legend={messages.tipSuggestionsLegend} value={choice} onValueChange={setChoice}>
        {suggestions.map((tip) => (
          <Radio key={tip} value={valueOf(tip)} label={formatMoney(tip)} />
        ))}
        <Radio value={custom} label={messages.tipCustom} />
      </RadioGroup>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {messages.tipCancel}
        </Button>
        <Button disabled={choice === null} busy={saving} busyLabel={messages.tipSaving} onClick={() => void save()}>
          {choice === custom ? messages.tipContinue : messages.tipSave}
        </Button>
      </Modal.Footer>
    </>
  );
}

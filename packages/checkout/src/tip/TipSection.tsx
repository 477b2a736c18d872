'use client';

import type { CheckoutGratuity } from '@aisle/contracts/checkout';
import { useServiceErrorMessage } from '@aisle/core';
import { formatMoney } from '@aisle/core/format';
import { Button, format } from '@aisle/ui';
import { useRef, useState } from 'react';
import { describeCheckoutError } from '../checkoutErrors/describeCheckoutError';
import { useCheckoutMessages } from '../messages';
import { CustomTipDrawer } from './CustomTipDrawer';
import { SelectTipModal } from './SelectTipModal';
import * as styles from './TipSection.css';
import { tipSuggestions } from './tipSuggestions';

export interface TipSectionProps {
  /** Whether the tip may change, the most it may be and the suggestions (§3 "Tip"). */
  gratuity: CheckoutGratuity;
  /** The tip now (`paymentDetails.gratuityAmount`). */
  amount: number;
  /** Sets the tip (§7 "Update checkout (tip)"). */
  onChange(amount: number): Promise<unknown>;
}

type Panel = 'select' | 'custom';

/**
 * The tip (checkout spec §2, §4, §5): the tip and its button, which opens 'Select Tip Amount', and
 * from its 'Custom' the 'Custom Tip Amount' drawer; 100% of it goes to the driver. A tip that may
 * not change (§4: gratuity not modifiable) is shown as it is, and not at all when there is none.
 */
export function TipSection({ gratuity, amount, onChange }: TipSectionProps) {
  const messages = useCheckoutMessages();
  const generic = useServiceErrorMessage();
  const [panel, setPanel] = useState<Panel>();
  const [failure, setFailure] = useState<string>();
  // 'Custom' closes the modal as the drawer opens: the modal must not hand focus back to Edit Tip
  // (late, on a busy phone, it took the keys typed into the drawer's field); the drawer does, on close.
  const editTip = useRef<HTMLButtonElement>(null);

  if (!gratuity.modifiable && amount <= 0) return null;
  const shown = formatMoney(amount);
  const focusEditTip = (event: Event) => {
    event.preventDefault();
    editTip.current?.focus();
  };
  const open = (next: Panel) => {
    setFailure(undefined);
    setPanel(next);
  };
  const save = async (tip: number) => {
    setFailure(undefined);
    try {
      await onChange(tip);
      setPanel(undefined);
      return true;
    } catch (error) {
      const described = describeCheckoutError(error, messages, generic, messages.tipFailed);
      setFailure(described.kind === 'other' ? messages.tipFailed : described.message);
      return false;
    }
  };

  return (
    <div className={styles.tip}>
      <div className={styles.row}>
        <span>{messages.tipLabel}</span>
        <span className={styles.amount}>{shown}</span>
        {gratuity.modifiable && (
          <Button
            ref={editTip}
            variant="secondary"
            size="small"
            aria-label={format(messages.tipEditLabel, { amount: shown })}
            onClick={() => open('select')}
          >
            {messages.tipEdit}
          </Button>
        )}
      </div>
      <p className={styles.note}>{messages.tipToDriver}</p>
      {gratuity.modifiable && (
        <>
          <SelectTipModal
            open={panel === 'select'}
            amount={amount}
            suggestions={tipSuggestions(gratuity)}
            failure={failure}
            onSave={save}
            onCustom={() => open('custom')}
            onClose={() => setPanel(undefined)}
            onCloseAutoFocus={(event) => {
              if (panel === 'custom') event.preventDefault();
            }}
          />
          <CustomTipDrawer
            open={panel === 'custom'}
            amount={amount}
            maxTip={gratuity.maxTip}
            failure={failure}
            onSave={save}
            onClose={() => setPanel(undefined)}
            onCloseAutoFocus={focusEditTip}
          />
        </>
      )}
    </div>
  );
}

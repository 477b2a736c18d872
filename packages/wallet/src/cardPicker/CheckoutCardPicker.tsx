'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { RadioTile, RadioTileAction, RadioTileGroup } from '@aisle/ui';
import { canEdit } from '../cards/cardRules';
import { cardBalance, cardExpiry, cardName } from '../cards/cardText';
import { useWalletMessages } from '../messages';

export interface CheckoutCardPickerProps {
  cards: readonly WalletCard[];
  /** The chosen card's id; `null` or undefined for none. */
  value: string | null | undefined;
  onValueChange(cardId: string, card: WalletCard): void;
  onEdit(card: WalletCard): void;
  onDelete(card: WalletCard): void;
  /** The group's name; 'Select Payment' unless set. */
  legend?: string;
  /** Why the choice is wrong, e.g. 'You must select a card or add a credit or debit card.' */
  error?: string;
}

/**
 * The checkout card picker (wallet spec §2): a radio tile per card, each with its own Edit and
 * Delete buttons, named after the card ("Edit Visa ending in 1111"). A SNAP/EBT tile offers Delete
 * only; so does a gift card, which has nothing to edit. Expired cards cannot be chosen but can be
 * edited or deleted.
 */
export function CheckoutCardPicker({
  cards,
  value,
  onValueChange,
  onEdit,
  onDelete,
  legend,
  error,
}: CheckoutCardPickerProps) {
  const messages = useWalletMessages();
  return (
    <RadioTileGroup
      legend={legend ?? messages.selectPaymentHeader}
      value={value ?? null}
      error={error}
      onValueChange={(cardId: string) => {
        const card = cards.find((candidate) => candidate.id === cardId);
        if (card) onValueChange(cardId, card);
      }}
    >
      {cards.map((card) => {
        const details = [cardExpiry(card, messages), cardBalance(card.balance, messages)].filter(Boolean);
        return (
          <RadioTile
            key={card.id}
            value={card.id}
            title={cardName(card, messages)}
            description={details.length > 0 ? details.join(' · ') : undefined}
            disabled={card.expired}
            actions={
              <>
                {canEdit(card) && <RadioTileAction onClick={() => onEdit(card)}>{messages.editAction}</RadioTileAction>}
                <RadioTileAction onClick={() => onDelete(card)}>{messages.deleteAction}</RadioTileAction>
              </>
            }
          />
        );
      })}
    </RadioTileGroup>
  );
}

'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { useId, type Dispatch, type ReactNode } from 'react';
import { WalletCardItem } from './WalletCardItem';
import type { WalletPageAction } from './walletPageState';
import * as styles from './walletPage.css';

export interface CardListSectionProps {
  heading: string;
  cards: readonly WalletCard[];
  /** The card whose edit form is open. */
  editCardId: string | undefined;
  /** The SNAP EBT card whose balance check is open. */
  balanceCardId: string | undefined;
  dispatch: Dispatch<WalletPageAction>;
  onBalance(cardId: string, balance: string): void;
  /** Under the heading: the gift card limit warning. */
  notice?: ReactNode;
}

/** A group of the wallet page's cards under its heading: credit and debit, SNAP EBT, or gift cards. */
export function CardListSection({
  heading,
  cards,
  editCardId,
  balanceCardId,
  dispatch,
  onBalance,
  notice,
}: CardListSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {notice}
      {cards.length > 0 && (
        <ul className={styles.cardList} aria-labelledby={headingId}>
          {cards.map((card) => (
            <WalletCardItem
              key={card.id}
              card={card}
              editing={editCardId === card.id}
              onToggleEdit={() => dispatch({ type: 'toggleEdit', cardId: card.id })}
              onCloseEdit={() => dispatch({ type: 'closeEdit' })}
              checkingBalance={balanceCardId === card.id}
              onToggleBalance={() => dispatch({ type: 'toggleBalance', cardId: card.id })}
              onCloseBalance={() => dispatch({ type: 'closeBalance' })}
              onDelete={() => dispatch({ type: 'askDelete', cardId: card.id })}
              onWrongAccount={() => dispatch({ type: 'wrongAccount' })}
              onBalance={onBalance}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

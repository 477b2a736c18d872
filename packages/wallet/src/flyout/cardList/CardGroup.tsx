'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { Button, RadioTileGroup, VisuallyHidden } from '@aisle/ui';
import { useId, type ReactNode } from 'react';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { CardTile } from './CardTile';
import * as styles from './cardList.css';

export interface CardGroupProps {
  heading: string;
  cards: readonly WalletCard[];
  addLabel: string;
  onAdd(): void;
  /** Why adding is not possible yet (no backup bank card): the button is disabled and says why. */
  addDisabledReason?: string | undefined;
  /** Shown under the heading: the limit warning after a refused add. */
  notice?: ReactNode;
  selectedIds: ReadonlySet<string>;
  totalMet: boolean;
  /** Bank cards are chosen with radios at checkout: the group is their radio group. */
  radios?: { value: string | undefined; onChange(card: WalletCard): void } | undefined;
}

/** A group of the card list (§2): its heading, its add button, its cards. */
export function CardGroup({
  heading,
  cards,
  addLabel,
  onAdd,
  addDisabledReason,
  notice,
  selectedIds,
  totalMet,
  radios,
}: CardGroupProps) {
  const headingId = useId();
  const reasonId = useId();
  const { mode } = useWalletSettings();
  const tiles = cards.map((card) => (
    <CardTile key={card.id} card={card} selectedIds={selectedIds} totalMet={totalMet} />
  ));

  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHeader}>
        <h3 id={headingId} className={styles.groupHeading}>
          {heading}
        </h3>
        <Button
          variant="tertiary"
          size="small"
          onClick={onAdd}
          disabled={addDisabledReason !== undefined}
          aria-describedby={addDisabledReason ? reasonId : undefined}
        >
          {addLabel}
        </Button>
      </div>
      {addDisabledReason && (
        <p id={reasonId} className={styles.note}>
          {addDisabledReason}
        </p>
      )}
      {notice}
      {cards.length > 0 &&
        (radios && mode === 'checkout' ? (
          <RadioTileGroup
            legend={<VisuallyHidden>{heading}</VisuallyHidden>}
            value={radios.value ?? null}
            onValueChange={(id: string) => {
              const card = cards.find((candidate) => candidate.id === id);
              if (card) radios.onChange(card);
            }}
          >
            {tiles}
          </RadioTileGroup>
        ) : (
          <ul className={styles.tileList}>
            {tiles.map((tile, index) => (
              <li key={cards[index]?.id}>{tile}</li>
            ))}
          </ul>
        ))}
    </section>
  );
}

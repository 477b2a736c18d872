'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { Checkbox, RadioTile } from '@aisle/ui';
import { CardDetails } from '../../cards/CardDetails';
import { cardGroup, isCardDisabled, isPreferredFor, showsControls } from '../../cards/cardRules';
import { cardName } from '../../cards/cardText';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { useGiftCardBalance } from '../../hooks/useGiftCardBalance';
import { useWalletMessages } from '../../messages';
import { useFlyout, useWalletError } from '../FlyoutContext';
import { CardActions } from './CardActions';
import * as styles from './cardList.css';
import { useId, useState } from 'react';

export interface CardTileProps {
  card: WalletCard;
  selectedIds: ReadonlySet<string>;
  totalMet: boolean;
}

/**
 * One card of the list: a radio for a bank card, a checkbox for EBT and gift cards (§2), or no
 * control at all in wallet mode and the pharmacy apps (§4); its details and its actions.
 */
export function CardTile({ card, selectedIds, totalMet }: CardTileProps) {
  const messages = useWalletMessages();
  const settings = useWalletSettings();
  const { dispatch, wallet } = useFlyout();
  const describeError = useWalletError();
  const titleId = useId();
  const gift = useGiftCardBalance(card, wallet.setCardBalance);
  const [makingPreferred, setMakingPreferred] = useState(false);

  const selected = selectedIds.has(card.id);
  const balancedCard = { ...card, balance: gift.balance };
  const disabled = isCardDisabled(balancedCard, { selected, totalMet });
  const controls = showsControls(card, settings);
  const name = cardName(card, messages);
  const preferred = isPreferredFor(card, settings.appName);

  const makePreferred = async () => {
    setMakingPreferred(true);
    try {
      await wallet.makePreferred(card);
      dispatch({ type: 'succeeded', message: messages.cardUpdated });
    } catch (error) {
      dispatch({ type: 'failed', message: describeError(error, 'makePreferred').message });
    } finally {
      setMakingPreferred(false);
    }
  };

  const details = <CardDetails card={card} balance={gift.balance} preferred={preferred} balanceFailed={gift.failed} />;
  const actionsFor = (id?: string) => (
    <CardActions
      card={balancedCard}
      titleId={id}
      selectedIds={selectedIds}
      balanceFailed={gift.failed}
      onRetryBalance={gift.retry}
      onMakePreferred={() => void makePreferred()}
      busy={makingPreferred}
      showMenu={controls}
    />
  );

  if (controls && settings.mode === 'checkout' && cardGroup(card) === 'bank') {
    return <RadioTile value={card.id} title={name} description={details} disabled={disabled} actions={actionsFor()} />;
  }
  if (controls && settings.mode === 'checkout') {
    return (
      <div className={styles.tile}>
        <Checkbox
          label={<span id={titleId}>{name}</span>}
          hint={details}
          checked={selected}
          disabled={disabled}
          onChange={() => dispatch({ type: 'toggle', card: balancedCard })}
        />
        <div className={styles.actions}>{actionsFor(titleId)}</div>
      </div>
    );
  }
  return (
    <div className={styles.tile}>
      <div>
        <p id={titleId} className={styles.tileTitle}>
          {name}
        </p>
        {details}
      </div>
      <div className={styles.actions}>{actionsFor(titleId)}</div>
    </div>
  );
}

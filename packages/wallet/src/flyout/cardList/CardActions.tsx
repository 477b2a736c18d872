'use client';

import type { WalletCard } from '@aisle/contracts/wallet';
import { Button, Menu, RadioTileAction, type MenuItem } from '@aisle/ui';
import { useId, type ReactNode } from 'react';
import { canDelete, canEdit, cardGroup, isPreferredFor, offersCheckBalance } from '../../cards/cardRules';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { useWalletMessages } from '../../messages';
import { useFlyout } from '../FlyoutContext';

export interface CardActionsProps {
  card: WalletCard;
  /**
   * The id of the card's name, so every control reads "Edit Visa ending in 1111". Inside a
   * RadioTile leave it out: the tile's parts name themselves after its title.
   */
  titleId?: string | undefined;
  selectedIds: ReadonlySet<string>;
  balanceFailed: boolean;
  onRetryBalance(): void;
  onMakePreferred(): void;
  busy: boolean;
  /** §4: the menu (Edit, Delete, Make Preferred) is hidden in wallet mode and the pharmacy apps. */
  showMenu: boolean;
}

/**
 * A card's actions (§2): Retry for a gift card whose balance failed and Check Balance for an EBT
 * card without a balance, as buttons; then the actions menu with Edit, Delete and Make Preferred,
 * each only where the §4 rules allow it.
 */
export function CardActions({
  card,
  titleId,
  selectedIds,
  balanceFailed,
  onRetryBalance,
  onMakePreferred,
  busy,
  showMenu,
}: CardActionsProps) {
  const messages = useWalletMessages();
  const { appName } = useWalletSettings();
  const { dispatch } = useFlyout();
  const buttons: ReactNode[] = [];
  const button = (key: string, label: string, onClick: () => void) =>
    buttons.push(<CardAction key={key} label={label} titleId={titleId} onClick={onClick} />);

  if (balanceFailed) button('retry', messages.retryButton, onRetryBalance);
  if (offersCheckBalance(card))
    button('balance', messages.checkBalanceAction, () => dispatch({ type: 'show', screen: 'CHECK_BALANCE', card }));

  const items: MenuItem[] = [];
  if (showMenu) {
    if (canEdit(card))
      items.push({
        id: 'edit',
        label: messages.editAction,
        onSelect: () => dispatch({ type: 'show', screen: 'EDIT_CARD', card }),
      });
    if (canDelete(card, selectedIds))
      items.push({
        id: 'delete',
        label: messages.deleteAction,
        onSelect: () => dispatch({ type: 'show', screen: 'DELETE_CARD', card }),
      });
    if (cardGroup(card) === 'bank' && !card.expired && !isPreferredFor(card, appName))
      items.push({ id: 'preferred', label: messages.makePreferredAction, onSelect: onMakePreferred, disabled: busy });
  }
  if (items.length > 0)
    buttons.push(<Menu key="menu" label={messages.cardActionsMenu} items={items} contextId={titleId} />);
  return buttons.length > 0 ? <>{buttons}</> : null;
}

interface CardActionProps {
  label: string;
  titleId: string | undefined;
  onClick(): void;
}

function CardAction({ label, titleId, onClick }: CardActionProps) {
  const id = useId();
  if (!titleId) return <RadioTileAction onClick={onClick}>{label}</RadioTileAction>;
  return (
    <Button id={id} variant="secondary" size="small" aria-labelledby={`${id} ${titleId}`} onClick={onClick}>
      {label}
    </Button>
  );
}

import { Button, RadioTileAction } from '@aisle/ui';
import { useId, type ReactNode } from 'react';
import type { WalletCard } from '../../api/types';
import { canDelete, canEdit, cardGroup, isPreferredFor, offersCheckBalance } from '../../cards/cardRules';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { useWalletMessages } from '../../messages';
import { useFlyout } from '../FlyoutContext';

export interface CardActionsProps {
  card: WalletCard;
  /**
   * The id of the card's name, so every button reads "Edit Visa ending in 1111". Inside a
   * RadioTile leave it out: RadioTileAction names itself after its tile.
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
 * A card's actions (§2, §4): Edit, Delete, Make Preferred, Check Balance for an EBT card without a
 * balance, Retry for a gift card whose balance failed. The spec calls them a menu; plain buttons
 * named after their card are quicker to reach and need no menu semantics.
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
  const action = (key: string, label: string, onClick: () => void, disabled = false) =>
    buttons.push(<CardAction key={key} label={label} titleId={titleId} onClick={onClick} disabled={disabled} />);

  if (balanceFailed) action('retry', messages.retryButton, onRetryBalance);
  if (offersCheckBalance(card))
    action('balance', messages.checkBalanceAction, () => dispatch({ type: 'show', screen: 'CHECK_BALANCE', card }));
  if (!showMenu) return buttons.length > 0 ? <>{buttons}</> : null;
  if (canEdit(card)) action('edit', messages.editAction, () => dispatch({ type: 'show', screen: 'EDIT_CARD', card }));
  if (canDelete(card, selectedIds))
    action('delete', messages.deleteAction, () => dispatch({ type: 'show', screen: 'DELETE_CARD', card }));
  if (cardGroup(card) === 'bank' && !card.expired && !isPreferredFor(card, appName)) {
    action('preferred', messages.makePreferredAction, onMakePreferred, busy);
  }
  return buttons.length > 0 ? <>{buttons}</> : null;
}

interface CardActionProps {
  label: string;
  titleId: string | undefined;
  onClick(): void;
  disabled: boolean;
}

function CardAction({ label, titleId, onClick, disabled }: CardActionProps) {
  const id = useId();
  if (!titleId) {
    return (
      <RadioTileAction onClick={onClick} disabled={disabled}>
        {label}
      </RadioTileAction>
    );
  }
  return (
    <Button
      id={id}
      variant="secondary"
      size="small"
      aria-labelledby={`${id} ${titleId}`}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </Button>
  );
}

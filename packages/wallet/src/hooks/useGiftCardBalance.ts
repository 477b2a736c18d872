'use client';

import { walletPaths, type WalletCard } from '@aisle/contracts/wallet';
import { serviceKey, useServiceClient, useServiceSWR } from '@aisle/core';
import { cardGroup } from '../cards/cardRules';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { useWalletCalls } from './useWalletCalls';

export interface GiftCardBalanceState {
  /** The card's balance ('USD 25.00') once known. */
  balance: string | undefined;
  loading: boolean;
  /** The load failed: the card shows 'Balance Error' with 'Retry' (§4). */
  failed: boolean;
  retry(): void;
}

/** §4: a gift card's balance loads per card, unless the wallet already came with it. */
export function useGiftCardBalance(
  card: WalletCard,
  onBalance?: (cardId: string, balance: string) => void,
): GiftCardBalanceState {
  const client = useServiceClient();
  const { getGiftCardBalance } = useWalletCalls();
  const { service } = useWalletSettings();
  const needed = cardGroup(card) === 'gift' && card.balance === undefined && card.paymentGram !== undefined;
  const { data, error, isValidating, mutate } = useServiceSWR(
    needed ? serviceKey(walletPaths.giftCardBalance, { paymentGram: card.paymentGram }, service) : null,
    () => getGiftCardBalance(client, card.paymentGram ?? '', { service }),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onSuccess: (balance) => onBalance?.(card.id, balance),
    },
  );
  return {
    balance: card.balance ?? data,
    loading: needed && isValidating,
    failed: needed && error !== undefined && !isValidating,
    retry: () => void mutate(),
  };
}

'use client';

import { walletPaths, type AddCardRequest, type EditCardRequest, type WalletCard } from '@aisle/contracts/wallet';
import { loadOnce, serviceKey, useServiceClient, useServiceSWR } from '@aisle/core';
import { useCallback, useMemo } from 'react';
import { cardGroup, sortCards, withPreferred } from '../cards/cardRules';
import { useWalletSettings } from '../config/WalletSettingsContext';
import { useWalletCalls } from './useWalletCalls';

export type WalletLoadStatus = 'loading' | 'loaded' | 'error';

export interface WalletState {
  /** Preferred first (§4); unsaved cards added in this visit included. */
  cards: WalletCard[];
  status: WalletLoadStatus;
  error: unknown;
  reload(): Promise<void>;
  add(request: AddCardRequest): Promise<WalletCard>;
  edit(request: EditCardRequest): Promise<WalletCard>;
  /** Deleting an unsaved card is local: only saved cards are deleted on the service (§4). */
  remove(card: WalletCard): Promise<void>;
  makePreferred(card: WalletCard): Promise<WalletCard>;
  /** Stores a SNAP balance on every EBT card (§4 "Balance checks"). */
  setEbtBalance(balance: string): void;
  /** Stores a gift card's balance once it has loaded. */
  setCardBalance(cardId: string, balance: string): void;
}

const noCards: WalletCard[] = [];

export function useWallet({ enabled = true }: { enabled?: boolean } = {}): WalletState {
  const client = useServiceClient();
  const { getWallet, addCard, editCard, deleteCard, updateDefaultCard } = useWalletCalls();
  const { walletConfig, appName, service } = useWalletSettings();
  const options = useMemo(() => ({ service }), [service]);
  const { data, error, isLoading, mutate } = useServiceSWR(
    enabled ? serviceKey(walletPaths.wallet, { ...walletConfig, appName }, service) : null,
    // Kept sorted, preferred first (§4), so every reader sees one order.
    async () => sortCards(await getWallet(client, walletConfig, options), appName),
    // Loaded once per visit; every change below updates the list from the service's answer.
    loadOnce,
  );

  const update = useCallback(
    (change: (cards: WalletCard[]) => WalletCard[]) =>
      mutate((cards) => sortCards(change(cards ?? []), appName), { revalidate: false }),
    [mutate, appName],
  );

  const add = useCallback(
    async (request: AddCardRequest) => {
      const card = await addCard(client, request, options);
      const preferred = 'defaultCard' in request && request.defaultCard;
      await update((cards) => {
        const added = [...cards.filter((existing) => existing.id !== card.id), card];
        return preferred ? withPreferred(added, card, appName) : added;
      });
      return card;
    },
    [client, addCard, options, update, appName],
  );

  const edit = useCallback(
    async (request: EditCardRequest) => {
      const card = await editCard(client, request, options);
      await update((cards) => {
        const edited = cards.map((existing) => (existing.id === card.id ? card : existing));
        return request.defaultCard ? withPreferred(edited, card, appName) : edited;
      });
      return card;
    },
    [client, editCard, options, update, appName],
  );

  const remove = useCallback(
    async (card: WalletCard) => {
      if (card.saved !== false) {
        await deleteCard(client, { appName, cardId: card.cardId, walletId: card.walletV2?.id }, options);
      }
      await update((cards) => cards.filter((existing) => existing.id !== card.id));
    },
    [client, deleteCard, options, update, appName],
  );

  const makePreferred = useCallback(
    async (card: WalletCard) => {
      const answer = await updateDefaultCard(client, card.cardId, appName, options);
      await update((cards) => withPreferred(cards, answer, appName));
      return answer;
    },
    [client, updateDefaultCard, options, update, appName],
  );

  const setEbtBalance = useCallback(
    (balance: string) => {
      void update((cards) => cards.map((card) => (cardGroup(card) === 'ebt' ? { ...card, balance } : card)));
    },
    [update],
  );

  const setCardBalance = useCallback(
    (cardId: string, balance: string) => {
      void update((cards) => cards.map((card) => (card.id === cardId ? { ...card, balance } : card)));
    },
    [update],
  );

  const reload = useCallback(async () => {
    await mutate();
  }, [mutate]);

  const cards = data ?? noCards;
  const status: WalletLoadStatus = error !== undefined ? 'error' : isLoading || !data ? 'loading' : 'loaded';
  return { cards, status, error, reload, add, edit, remove, makePreferred, setEbtBalance, setCardBalance };
}

'use client';

import type { Product } from '@aisle/contracts/scheduling';
import { useStorefront } from '@aisle/core';
import { DrawerContent, DrawerRoot, format, VisuallyHidden } from '@aisle/ui';
import { useState } from 'react';
import type { CartLine } from '../items/cartItems';
import { useSchedulingWords } from '../words';
import { replacementMessages } from './replacementMessages';
import { allReplaced, productCodes, unavailableRows, type ExcludedItem } from './replacementRows';
import {
  activeSelections,
  toReplacementSelection,
  withSelection,
  type ReplacementSelection,
} from './replacementSelection';
import { SimilarItemsScreen } from './SimilarItemsScreen';
import { UnavailableItemsScreen } from './UnavailableItemsScreen';
import { useReplacementProducts } from './useReplacementProducts';

export interface ReplacementDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The items the chosen time's quote excluded (§3 "Time-slot response"). */
  excludedItems: readonly ExcludedItem[];
  /** The cart's lines: the quantity and place of each line a replacement stands in for. */
  cartLines: readonly CartLine[];
  /** The host's stored replacements; expired ones are ignored, and dropped at the next change. */
  selections: readonly ReplacementSelection[];
  /**
   * Store these (each choice expires 60 minutes after it was made, §9). A promise keeps the other
   * items' selectors and 'Continue to Payment' waiting until it settles; a rejection says the
   * replacement was not saved.
   */
  onSelectionsChange(selections: ReplacementSelection[]): void | Promise<void>;
  /** 'Continue to Payment': on to the age check or the promise and checkout (§4 "Scheduling page"). */
  onContinue(): void;
  /**
   * Any interaction with the replacements (finding similar items, Back, replacing, continuing):
   * mark the shopper as having interacted, `ReplacementStep.interacted`, so the next submission
   * skips the drawer (§4).
   */
  onInteraction?: () => void;
}

/**
 * The replacement drawer (§4): the items the chosen time cannot include, a similar item to replace
 * each, and 'Continue to Payment'. Controlled by the host, which keeps the replacements chosen; a
 * fresh open starts at the list.
 */
export function ReplacementDrawer({ open, onOpenChange, ...props }: ReplacementDrawerProps) {
  const messages = useSchedulingWords(replacementMessages);
  return (
    <DrawerRoot open={open} onOpenChange={onOpenChange}>
      {open && (
        <DrawerContent closeLabel={messages.replacementClose}>
          <ReplacementScreens {...props} />
        </DrawerContent>
      )}
    </DrawerRoot>
  );
}

type Screen = { name: 'list'; focusUpc?: string } | { name: 'similar'; gtin13: string };

function ReplacementScreens({
  excludedItems,
  cartLines,
  selections,
  onSelectionsChange,
  onContinue,
  onInteraction,
}: Omit<ReplacementDrawerProps, 'open' | 'onOpenChange'>) {
  const messages = useSchedulingWords(replacementMessages);
  const { now } = useStorefront();
  const [screen, setScreen] = useState<Screen>({ name: 'list' });
  const [saving, setSaving] = useState<ReplacementSelection | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Replacements chosen here, named at once rather than after the products call that follows.
  const [chosen, setChosen] = useState<ReadonlyMap<string, Product>>(new Map());

  const active = activeSelections(saving ? withSelection(selections, saving, now()) : selections, now());
  const fetched = useReplacementProducts(productCodes(excludedItems, active));
  const products = new Map([...chosen, ...fetched.products]);
  const rows = unavailableRows(excludedItems, cartLines, products, active);
  // An item the catalogue no longer has cannot be shown or replaced: it does not hold the list back.
  const shown = fetched.status === 'loaded' ? rows.filter((row) => row.product) : rows;

  const replace = async (gtin13: string, replacement: Product) => {
    const row = rows.find((candidate) => candidate.item.gtin13 === gtin13);
    if (!row) return;
    onInteraction?.();
    const record = toReplacementSelection(
      { original: { gtin13, quantity: row.item.quantity }, newLineItemUpc: replacement.gtin13 },
      cartLines,
      now(),
    );
    setChosen((known) => new Map(known).set(replacement.gtin13, replacement));
    setSaveFailed(false);
    setAnnouncement('');
    setScreen({ name: 'list', focusUpc: gtin13 });
    const saved = format(messages.replacementSaved, {
      replacement: replacement.description,
      item: row.product?.description ?? gtin13,
    });
    const stored = onSelectionsChange(withSelection(selections, record, now()));
    if (!stored) {
      setAnnouncement(saved);
      return;
    }
    setSaving(record);
    try {
      await stored;
      setAnnouncement(saved);
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(null);
    }
  };

  const similarRow = screen.name === 'similar' ? rows.find((row) => row.item.gtin13 === screen.gtin13) : undefined;
  return (
    <>
      {/* There from the start, so what is put in it is read out. */}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {similarRow?.product ? (
        <SimilarItemsScreen
          product={similarRow.product}
          chosenUpc={similarRow.selection?.newLineItemUpc}
          unavailableUpcs={new Set(rows.map((row) => row.item.gtin13))}
          onBack={() => {
            onInteraction?.();
            setScreen({ name: 'list', focusUpc: similarRow.item.gtin13 });
          }}
          onReplace={(replacement) => void replace(similarRow.item.gtin13, replacement)}
        />
      ) : (
        <UnavailableItemsScreen
          rows={shown}
          productsStatus={fetched.status}
          onRetryProducts={fetched.retry}
          allSet={allReplaced(shown)}
          savingUpc={saving?.originalLineItemUpc ?? null}
          saveFailed={saveFailed}
          focusUpc={screen.name === 'list' ? screen.focusUpc : undefined}
          onFindSimilar={(gtin13) => {
            onInteraction?.();
            setAnnouncement('');
            setScreen({ name: 'similar', gtin13 });
          }}
          onContinue={() => {
            onInteraction?.();
            onContinue();
          }}
        />
      )}
    </>
  );
}

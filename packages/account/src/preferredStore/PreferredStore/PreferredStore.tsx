'use client';

import { Button, Card, Skeleton, Spinner, VisuallyHidden, toast } from '@aisle/ui';
import { Suspense, useId, useRef } from 'react';
import { usePreferredStore, type PreferredStoreState } from '../../hooks/usePreferredStore';
import { useAccountMessages, type AccountMessages } from '../../messages';
import * as section from '../../profile/profileSection.css';
import { SectionLoadFailure } from '../../profile/SectionLoadFailure';
import { useSectionView } from '../../profile/useSectionView';
import { LazyStoreFinder, loadStoreFinder } from '../StoreFinder/lazyStoreFinder';
import { StoreSummary } from '../StoreSummary';
import * as styles from './PreferredStore.css';

export interface PreferredStoreProps {
  /** Nothing is fetched or shown for anonymous visitors (spec §6). */
  signedIn?: boolean;
}

function CurrentStore({ preferred, messages }: { preferred: PreferredStoreState; messages: AccountMessages }) {
  const { store, error, isLoading, refresh } = preferred;
  if (store === undefined && error !== undefined) {
    return <SectionLoadFailure error={error} busy={isLoading} onRetry={() => void refresh()} />;
  }
  if (store === undefined) {
    return (
      <>
        <VisuallyHidden as="p" role="status">
          {messages.preferredStoreLoading}
        </VisuallyHidden>
        <Skeleton lines={3} />
      </>
    );
  }
  if (store === null) return <p className={styles.none}>{messages.preferredStoreNone}</p>;
  return <StoreSummary store={store} messages={messages} headingLevel={3} />;
}

/**
 * The Preferred Store section of the profile (spec §7 "Preferred store", §8 Stores, §9): the store
 * preferred on the site's banner, and 'Change Store' (or 'Choose a Store') opening the search
 * under it. Choosing a store toasts 'Your preferred store was successfully updated.', shows it
 * here and puts focus on the section's heading; Cancel puts it back on the button.
 */
export function PreferredStore({ signedIn = true }: PreferredStoreProps) {
  const messages = useAccountMessages();
  const preferred = usePreferredStore({ signedIn });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const finder = useSectionView(headingRef, actionRef);
  const headingId = useId();
  if (!signedIn) return null;

  const { store } = preferred;
  const chosen = () => {
    toast.success({ body: messages.preferredStoreUpdated });
    finder.closeView('heading');
  };
  const preload = () => void loadStoreFinder();

  return (
    <section className={section.section} aria-labelledby={headingId}>
      <div className={section.header}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={section.heading}>
          {messages.profilePreferredStoreLabel}
        </h2>
        {store !== undefined && !finder.open && (
          <Button
            ref={actionRef}
            variant="secondary"
            onClick={finder.openView}
            onPointerEnter={preload}
            onFocus={preload}
          >
            {store ? messages.changeStoreButton : messages.chooseStoreButton}
          </Button>
        )}
      </div>
      <Card aria-busy={store === undefined && preferred.error === undefined ? true : undefined}>
        <CurrentStore preferred={preferred} messages={messages} />
      </Card>
      {finder.open && (
        <Suspense fallback={<Spinner label={messages.storeSearchLabel} />}>
          <LazyStoreFinder
            currentLocationId={store?.locationId}
            choose={preferred.choose}
            onChosen={chosen}
            onCancel={() => finder.closeView('action')}
          />
        </Suspense>
      )}
    </section>
  );
}

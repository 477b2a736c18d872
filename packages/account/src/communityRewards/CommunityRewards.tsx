'use client';

import { useBanner } from '@aisle/core';
import { Alert, Button, Card, Skeleton, VisuallyHidden, format } from '@aisle/ui';
import { networkErrorMessage } from '../api/errors';
import { useCommunityRewards } from '../hooks/useCommunityRewards';
import { useProfile } from '../hooks/useProfile';
import { useAccountMessages } from '../messages';
import * as styles from './CommunityRewards.css';
import { useCommunityRewardsLabel } from './communityRewardsLabel';

export interface CommunityRewardsProps {
  /** The page's title is the programme's name; see `useCommunityRewardsLabel`. */
  className?: string;
}

/**
 * Community Rewards (/account/communityrewards): whether the shopper's preferred store takes part
 * in the banner's programme, and what to do when it does not or when there is no preferred store.
 */
export function CommunityRewards({ className }: CommunityRewardsProps) {
  const messages = useAccountMessages();
  const banner = useBanner();
  const programme = useCommunityRewardsLabel();
  const bannerParticipates = banner.features.communityRewards.participates;
  const profile = useProfile({ signedIn: bannerParticipates });
  const details = profile.profile?.bannerSpecificDetails.find((entry) => entry.banner === banner.id);
  // The participation call takes the 8-character location id: division then store number.
  const preferredStore =
    details?.preferredStoreNumber && details.preferredStoreDivisionNumber
      ? `${details.preferredStoreDivisionNumber}${details.preferredStoreNumber}`
      : null;
  const rewards = useCommunityRewards(bannerParticipates ? preferredStore : null);
  const classes = [styles.communityRewards, className].filter(Boolean).join(' ');
  const say = (message: string) => format(message, { programme });

  const failure = profile.error ?? rewards.error;
  const retry = () => void (profile.error ? profile.refresh() : rewards.refresh());
  const loading =
    bannerParticipates &&
    failure === undefined &&
    (!profile.profile || Boolean(preferredStore && !rewards.participation));

  let content;
  if (!bannerParticipates || rewards.participation?.doesBannerParticipate === false) {
    content = <p className={styles.lead}>{say(messages.communityRewardsBannerNotParticipating)}</p>;
  } else if (failure !== undefined) {
    content = (
      <>
        <Alert tone="error">{networkErrorMessage(failure, messages) ?? messages.networkTechnicalDifficulties}</Alert>
        <div>
          <Button variant="secondary" onClick={retry}>
            {messages.retryButton}
          </Button>
        </div>
      </>
    );
  } else if (loading) {
    content = (
      <>
        <VisuallyHidden as="p" role="status">
          {messages.communityRewardsLoading}
        </VisuallyHidden>
        <Skeleton lines={2} />
      </>
    );
  } else if (!preferredStore) {
    content = <p className={styles.lead}>{say(messages.communityRewardsNoPreferredStore)}</p>;
  } else if (rewards.participation?.doesStoreParticipate) {
    content = (
      <>
        <p className={styles.lead} data-participates="true">
          {say(messages.communityRewardsStoreParticipates)}
        </p>
        <p className={styles.detail}>{messages.communityRewardsStoreParticipatesDetail}</p>
      </>
    );
  } else {
    content = (
      <>
        <p className={styles.lead} data-participates="false">
          {say(messages.communityRewardsStoreNotParticipating)}
        </p>
        <p className={styles.detail}>{messages.communityRewardsChooseAnotherStore}</p>
      </>
    );
  }

  return (
    <Card className={classes} aria-busy={loading || undefined}>
      {content}
    </Card>
  );
}

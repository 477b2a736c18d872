'use client';

import { useStorefront } from '@aisle/core';
import { format, Skeleton } from '@aisle/ui';
import { useProfile } from '../hooks/useProfile';
import { useAccountMessages } from '../messages';
import * as styles from './AccountDashboard.css';
import { useAccountNavigation, type AccountNavigationSettings } from '../navigation/useAccountNavigation';

export type AccountDashboardProps = AccountNavigationSettings;

const absoluteUrl = /^([a-z][a-z\d+.-]*:)?\/\//i;

/**
 * My Account (/account/dashboard): a greeting and a tile for every section the navigation offers
 * on this banner, so phones (which have no left navigation) reach every section in one tap.
 */
export function AccountDashboard(settings: AccountDashboardProps) {
  const messages = useAccountMessages();
  const { Link } = useStorefront().navigation;
  const { profile, isLoading } = useProfile();
  const sections = useAccountNavigation(settings).filter((entry) => entry.id !== 'dashboard');
  return (
    <div className={styles.dashboard}>
      {/* While the name loads, a line of the greeting's height: the intro, two lines on a phone,
          would shift the tiles when the one-line greeting replaced it. */}
      <p className={styles.greeting}>
        {isLoading ? (
          <Skeleton width="16rem" />
        ) : profile?.firstName ? (
          format(messages.dashboardGreeting, { firstName: profile.firstName })
        ) : (
          messages.dashboardIntro
        )}
      </p>
      <ul className={styles.tiles} aria-label={messages.dashboardSections}>
        {sections.map((section) => {
          const external = absoluteUrl.test(section.href);
          const Anchor = Link && !external ? Link : 'a';
          return (
            <li key={section.id}>
              <Anchor
                href={section.href}
                className={styles.tile}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {section.label}
                <span aria-hidden="true" className={styles.arrow}>
                  {external ? '↗' : '›'}
                </span>
              </Anchor>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

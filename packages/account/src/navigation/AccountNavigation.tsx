'use client';

import { useStorefront } from '@aisle/core';
import { NavList, type LinkComponentProps } from '@aisle/ui';
import { useAccountRoutes } from '../hooks/useAccountRoutes';
import { useAccountMessages } from '../messages';
import { accountSection } from './accountNavigationRules';
import * as styles from './AccountNavigation.css';
import { useAccountNavigation, type AccountNavigationSettings } from './useAccountNavigation';

export interface AccountNavigationProps extends AccountNavigationSettings {
  /** The page the shopper is on; its section is marked as the current entry. */
  currentHref: string;
  className?: string;
}

/**
 * The account area's left navigation (account spec §2), shown from the md breakpoint upward. Its
 * entries follow the provider's banner; see `accountNavigation` for the rules.
 */
export function AccountNavigation({ currentHref, className, ...settings }: AccountNavigationProps) {
  const messages = useAccountMessages();
  const entries = useAccountNavigation(settings);
  const section = accountSection(entries, currentHref, useAccountRoutes());
  const items = entries.map(({ label, href }) => ({ label, href, current: href === section?.href }));
  return (
    <NavList
      aria-label={messages.navMyAccount}
      items={items}
      linkComponent={AccountNavigationLink}
      className={[styles.navigation, className].filter(Boolean).join(' ')}
    />
  );
}

const absoluteUrl = /^([a-z][a-z\d+.-]*:)?\/\//i;

/** The app's router link for storefront pages; a plain link for the external education-program site. */
function AccountNavigationLink({ href, children, ...rest }: LinkComponentProps) {
  const { Link } = useStorefront().navigation;
  if (Link && !absoluteUrl.test(href)) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

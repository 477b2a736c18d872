'use client';

import { Breadcrumbs, type BreadcrumbItem } from '@aisle/ui';
import { useAccountMessages } from '../messages';
import { accountSection } from './accountNavigationRules';
import { useAccountNavigation, type AccountNavigationSettings } from './useAccountNavigation';

export interface AccountBreadcrumbsProps extends AccountNavigationSettings {
  /** The page the shopper is on; its section ends the trail. */
  currentHref: string;
  className?: string;
}

const dashboardHref = '/account/dashboard';

/** Home › My Account › the current section (account spec §2); the last crumb is the current page. */
export function AccountBreadcrumbs({ currentHref, className, ...settings }: AccountBreadcrumbsProps) {
  const messages = useAccountMessages();
  const section = accountSection(useAccountNavigation(settings), currentHref);
  const items: BreadcrumbItem[] = [{ label: messages.breadcrumbHome, href: '/' }];
  if (section && section.href !== dashboardHref) {
    items.push({ label: messages.navMyAccount, href: dashboardHref }, { label: section.label });
  } else {
    items.push({ label: messages.navMyAccount });
  }
  return <Breadcrumbs items={items} className={className} />;
}

'use client';

import { useStorefrontRoutes } from '@aisle/core';
import { Breadcrumbs, type BreadcrumbItem } from '@aisle/ui';
import { useAccountRoutes } from '../hooks/useAccountRoutes';
import { useAccountMessages } from '../messages';
import { accountSection } from './accountNavigationRules';
import { useAccountNavigation, type AccountNavigationSettings } from './useAccountNavigation';

export interface AccountBreadcrumbsProps extends AccountNavigationSettings {
  /** The page the shopper is on; its section ends the trail. */
  currentHref: string;
  className?: string;
}

/** Home › My Account › the current section (account spec §2); the last crumb is the current page. */
export function AccountBreadcrumbs({ currentHref, className, ...settings }: AccountBreadcrumbsProps) {
  const messages = useAccountMessages();
  const routes = useAccountRoutes();
  const { home } = useStorefrontRoutes();
  const section = accountSection(useAccountNavigation(settings), currentHref, routes);
  const items: BreadcrumbItem[] = [{ label: messages.breadcrumbHome, href: home }];
  if (section && section.href !== routes.dashboard) {
    items.push({ label: messages.navMyAccount, href: routes.dashboard }, { label: section.label });
  } else {
    items.push({ label: messages.navMyAccount });
  }
  return <Breadcrumbs items={items} className={className} />;
}

export {
  accountNavigation,
  accountSection,
  type AccountEnvironment,
  type AccountNavigationEntry,
  type AccountNavigationId,
  type AccountNavigationMessages,
  type AccountNavigationOptions,
} from './accountNavigationRules';
export { AccountBreadcrumbs, type AccountBreadcrumbsProps } from './AccountBreadcrumbs';
export { AccountLayout, type AccountLayoutProps } from './AccountLayout';
export { AccountNavigation, type AccountNavigationProps } from './AccountNavigation';
export { useAccountNavigation, type AccountNavigationSettings } from './useAccountNavigation';

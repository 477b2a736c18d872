// @aisle/account: the account area's words, its service contract, its headless hooks and its navigation.
export * from './api';
export * from './hooks';
export * from './navigation';
export { accountMessages, useAccountMessages, type AccountMessages } from './messages';
export * from './addressForm';
export { accountRoutes, type AccountRoutes } from './routes';
export { accountCalls, type AccountCalls } from './calls';
export { useAccountRoutes } from './hooks/useAccountRoutes';
export { useAccountCalls } from './hooks/useAccountCalls';
export * from './dashboard';
export * from './ageVerification';
export * from './dayCarousel';
export * from './profile';
export * from './preferences';
export * from './communityRewards';
export * from './addressBook';

// @aisle/account: the account area's words, its service contract, its headless hooks and its navigation.
export * from './api';
export * from './hooks';
export * from './navigation';
export { accountMessages, useAccountMessages, type AccountMessages } from './messages';
export * from './addressForm';
export { accountRoutes } from './routes';
export * from './dashboard';
export * from './ageVerification';
export * from './dayCarousel';
export * from './profile';
export * from './preferences';
export * from './communityRewards';
export * from './addressBook';

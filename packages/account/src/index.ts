// @aisle/account: the account area's words, its service contract and its headless hooks.
export * from './api';
export * from './hooks';
export { accountMessages, useAccountMessages, type AccountMessages } from './messages';

export { PreferredStore, type PreferredStoreProps } from './PreferredStore';

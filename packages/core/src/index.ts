// The package entry. The address, format and banners folders are also entries of their own
// (`@aisle/core/address` …): React-free, so servers and scripts can use them.
export * from './address';
export * from './banners';
export * from './client';
export * from './format';
export * from './messages';
export * from './provider';
export { type CallOverrides, type FeatureCalls } from './provider/featureCalls';
export {
  storefrontRoutes,
  type FeatureRoutes,
  type RouteOverrides,
  type StorefrontRoutes,
} from './provider/featureRoutes';
export { useFeatureCalls, useFeatureRoutes, useStorefrontRoutes } from './provider/hooks';

export { type AnalyticsEvent, type NavigationAdapter, type StorefrontContextValue } from './context';
export { customerServicePhone, defaultCustomerServicePhones, type CustomerServicePhones } from './customerService';
export {
  useAnalytics,
  useBanner,
  useCustomerServicePhone,
  useMessages,
  useServiceClient,
  useServiceErrorMessage,
  useStorefront,
} from './hooks';
export { ServiceScope, type ServiceScopeProps } from './ServiceScope';
export { StorefrontProvider, type StorefrontProviderProps } from './StorefrontProvider';
export { type ServiceData } from './serviceData';
export { loadOnce, serviceKey, swrConfiguration, type ServiceKey } from './swr';
export { useServiceSWR } from './useServiceSWR';

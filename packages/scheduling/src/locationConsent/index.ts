export { LocationConsentModal, type LocationConsentModalProps } from './LocationConsentModal';
export {
  locationConsentPreference,
  useLocationConsent,
  type LocationConsent,
  type LocationConsentState,
  type UseLocationConsentOptions,
} from './useLocationConsent';

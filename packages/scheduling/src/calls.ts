import {
  addAddress,
  addPreferences,
  getAddresses,
  checkAddressEligibility,
  createPromise,
  deleteAddress,
  geocodeAddress,
  getModalityOptions,
  getPreferences,
  getProducts,
  getQuotes,
  getSimilarItems,
  getStringTable,
  updateAddress,
  updatePreference,
  updatePromise,
  validateAddress,
} from './api';

/**
 * Every call the scheduling screens make (§7), the defaults of `calls={{ scheduling: { … } }}` on
 * the provider. Each takes the provider's service client first and `{ service }` last.
 */
export const schedulingCalls = {
  getAddresses,
  addAddress,
  updateAddress,
  deleteAddress,
  validateAddress,
  getModalityOptions,
  checkAddressEligibility,
  getQuotes,
  createPromise,
  updatePromise,
  getPreferences,
  addPreferences,
  updatePreference,
  getProducts,
  getSimilarItems,
  getStringTable,
  geocodeAddress,
};

export type SchedulingCalls = typeof schedulingCalls;

declare module '@aisle/core' {
  interface FeatureCalls {
    scheduling: SchedulingCalls;
  }
}

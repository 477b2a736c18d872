import type { FraudCaptureLoader } from '@aisle/wallet';

/**
 * The storefront's `loadFraudCapture`: the reference script is a chunk of this site (no third-party
 * origin for the page's policy to allow), fetched only when a wallet screen opens.
 */
export const loadReferenceFraudCapture: FraudCaptureLoader = async (options) => {
  const { startFraudCapture } = await import('./fraudCaptureScript');
  startFraudCapture(options);
};

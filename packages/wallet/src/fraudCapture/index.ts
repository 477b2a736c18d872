export {
  fraudCaptureIntervalMs,
  fraudScriptRetries,
  loadFraudCapture,
  newFraudTransactionId,
  newTransactionId,
  type FraudCaptureLoader,
  type FraudCaptureLoadOptions,
  type FraudCaptureScriptOptions,
  type PreparedFraudCapture,
} from './fraudCapture';
export { prepareFraudCapture, type PrepareFraudCaptureOptions } from './prepareFraudCapture';
export { privacyToolWait, waitForPrivacyTool, type PrivacyConsent, type PrivacyToolAnswer } from './privacyTool';
export { useFraudTransaction } from './useFraudTransaction';

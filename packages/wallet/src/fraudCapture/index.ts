export {
  fraudScriptRetries,
  loadFraudCapture,
  newFraudTransactionId,
  newTransactionId,
  type FraudCaptureLoader,
  type FraudCaptureLoadOptions,
} from './fraudCapture';
export { useFraudTransaction } from './useFraudTransaction';

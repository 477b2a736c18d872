export {
  fraudScriptRetries,
  loadFraudCapture,
  newTransactionId,
  type FraudCaptureLoader,
  type FraudCaptureLoadOptions,
} from './fraudCapture';

// The hosted secure card fields, host side: the protocol (documented in protocol.ts), the hook and
// the components.
export {
  isSecureFieldError,
  parseFrameMessage,
  SecureFieldError,
  secureFieldErrorKind,
  secureFieldSource,
  type FrameMessage,
  type HostMessage,
  type Marked,
  type SecureCardBrand,
  type SecureCardInfo,
  type SecureCardResult,
  type SecureCvvResult,
  type SecureFieldErrorKind,
  type SecureFieldFailure,
  type SecureFramePage,
  type SecureFrameResults,
  type SecureFrameTheme,
  type SecurePinBinding,
  type SecurePinResult,
} from './protocol';
export {
  loadTimeoutMs,
  messageTimeoutMs,
  secureFieldErrorMessage,
  secureFieldHeights,
  secureFrameLoadErrorCode,
  secureFrameTimeouts,
} from './secureFieldRules';
export { readFrameTheme } from './frameTheme';
export {
  useSecureFrame,
  type SecureFrame,
  type SecureFrameState,
  type SecureFrameTimers,
  type UseSecureFrameOptions,
} from './useSecureFrame';
export {
  SecureCardFields,
  SecureCvvField,
  SecureField,
  SecurePinField,
  type SecureCardFieldsProps,
  type SecureCvvFieldProps,
  type SecureFieldHandle,
  type SecureFieldProps,
  type SecurePinFieldProps,
} from './SecureField';
export {
  SecureFrameRetryDialog,
  type SecureFrameAction,
  type SecureFrameRetryDialogProps,
} from './SecureFrameRetryDialog';

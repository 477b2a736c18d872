export { EmailPreferences, type EmailPreferencesProps } from './EmailPreferences';
export { Preferences, type PreferencesProps } from './Preferences';
export {
  preferencesAccessFromQuery,
  signedInAccess,
  toEmailPreferencesAccess,
  type EmailPreferencesSettings,
  type PreferencesAccess,
} from './preferencesAccess';
export { SmsPreferences, smsPreferenceTypes, type SmsPreferencesProps } from './SmsPreferences';
export type { SmsToggleOutcome } from '../hooks/useSmsPreferences';

export { EmailPreferences, type EmailPreferencesProps } from './EmailPreferences';
export { Preferences, type PreferencesProps } from './Preferences';
export {
  preferencesAccessFromQuery,
  signedInAccess,
  toEmailPreferencesAccess,
  type PreferencesAccess,
} from './preferencesAccess';
export { defaultSmsPreferenceTypes, SmsPreferences, type SmsPreferencesProps } from './SmsPreferences';
export type { SmsToggleOutcome } from '../hooks/useSmsPreferences';

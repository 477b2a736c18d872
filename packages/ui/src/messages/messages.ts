/**
 * Every word @aisle/ui can show on its own, in English. Components read them through
 * `useMessages()`; a product team (or @aisle/core's provider) overrides any of them with
 * `<MessagesProvider messages={{ close: 'Fermer' }}>`. A prop on a component wins over both.
 */
export const defaultMessages = {
  close: 'Close',
  dismiss: 'Dismiss',
  loading: 'Loading',
  required: 'required',
  optional: 'optional',
  opensInNewTab: '(opens in a new tab)',
  /** `{count}` and `{limit}` are replaced. */
  characterCount: '{count} of {limit} characters',
  /** The format a DateInput shows as its hint unless the caller gives one. */
  dateFormat: 'MM/DD/YYYY',
  /** A DateInput's placeholder unless the caller gives one (scheduling spec §5). */
  datePlaceholder: 'mm/dd/yyyy',
  /** A DateInput's `title` (its tooltip) unless the caller gives one (scheduling spec §5). */
  dateTitle: 'Please enter a date',
  /** What the browser says of a required DateInput without a real date (scheduling spec §5). */
  dateRequired: 'A valid date input is required.',
  /** Drawn before a CurrencyInput's amount; not part of its value. */
  currencySymbol: '$',
  previous: 'Previous',
  next: 'Next',
  /** `{current}` and `{total}` are replaced. */
  carouselPosition: 'Item {current} of {total}',
  /** Announced when a carousel settles with several items in view; `{first}`, `{last}` and `{total}` are replaced. */
  carouselVisibleItems: 'Items {first} to {last} of {total}',
  breadcrumbs: 'Breadcrumbs',
  stepCompleted: 'completed',
  stepCurrent: 'current',
  stepNotCompleted: 'not completed',
  notifications: 'Notifications',
  /** The toast region's name; `{hotkey}` (e.g. F8) is the key that moves focus to it. */
  notificationsWithHotkey: 'Notifications ({hotkey})',
  confirm: 'Confirm',
  cancel: 'Cancel',
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

export type Messages = typeof defaultMessages;
export type MessageKey = keyof Messages;

/** Fills `{name}` placeholders: `format('{count} of {limit}', { count: 3, limit: 10 })`. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

// The contact drawer's form (checkout spec §3 "Contact form fields", §5): names required and at
// most 40 characters, the phone (###) ###-#### as typed, sent as '+1' and its 10 digits, and the
// SMS opt-in only with a valid phone (§4).
import type { CheckoutContact } from '@aisle/contracts/checkout';
import { formatPhone, isValidPhone, toServicePhone } from '@aisle/core/format';
import { format } from '@aisle/ui';
import { boolean, object, string } from 'zod';
import type { CheckoutMessages } from '../../messages';

/** The longest first or last name (§9). */
export const contactNameMaxLength = 40;

/** What the shopper types in the contact drawer. */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  smsOptIn: boolean;
}

export type ContactMessages = Pick<
  CheckoutMessages,
  | 'paymentPageFirstNameRequired'
  | 'paymentPageLastNameRequired'
  | 'paymentPagePhoneRequired'
  | 'paymentPageTooLong'
  | 'paymentPagePhoneInvalid'
>;

/**
 * The phone as it is being typed: '(513', '(513) 555', '(513) 555-0100'. Anything but digits is
 * dropped, so a pasted '+1 513 555 0100' loses its country code once it has 11 digits.
 */
export function formatPhoneTyping(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The drawer's fields for the checkout's contact: its phone shown (###) ###-####. */
export function toContactFormValues(contact: CheckoutContact): ContactFormValues {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    phoneNumber: formatPhone(contact.phone),
    // An opt-in without a phone to text is no opt-in.
    smsOptIn: contact.smsOptin && isValidPhone(contact.phone),
  };
}

/** The drawer's schema; its output is the contact to send, the phone as '+1' and 10 digits. */
export function createContactSchema(messages: ContactMessages) {
  const name = (required: string) =>
    string()
      .trim()
      .min(1, required)
      .max(contactNameMaxLength, format(messages.paymentPageTooLong, { max: contactNameMaxLength }));
  return object({
    firstName: name(messages.paymentPageFirstNameRequired),
    lastName: name(messages.paymentPageLastNameRequired),
    phoneNumber: string()
      .trim()
      .min(1, messages.paymentPagePhoneRequired)
      .refine((typed) => typed === '' || isValidPhone(typed), messages.paymentPagePhoneInvalid),
    smsOptIn: boolean(),
  }).transform((values): CheckoutContact => ({
    firstName: values.firstName,
    lastName: values.lastName,
    phone: toServicePhone(values.phoneNumber) ?? '',
    smsOptin: values.smsOptIn,
  }));
}

/**
 * What Place order finds missing in the checkout's contact (§4 "Submit: validate contact"), in the
 * spec's order: phone, first name, last name. Empty when the contact will do.
 */
export function contactProblems(contact: CheckoutContact | null | undefined, messages: ContactMessages): string[] {
  const problems: string[] = [];
  const phone = contact?.phone.trim() ?? '';
  if (phone === '') problems.push(messages.paymentPagePhoneRequired);
  else if (!isValidPhone(phone)) problems.push(messages.paymentPagePhoneInvalid);
  if (!contact?.firstName.trim()) problems.push(messages.paymentPageFirstNameRequired);
  if (!contact?.lastName.trim()) problems.push(messages.paymentPageLastNameRequired);
  return problems;
}

export { ContactInfo, type ContactInfoProps } from './ContactInfo';
export { ContactDrawer, type ContactDrawerProps, type EmailOptIn } from './ContactDrawer';
export {
  contactNameMaxLength,
  contactProblems,
  createContactSchema,
  formatPhoneTyping,
  toContactFormValues,
  type ContactFormValues,
  type ContactMessages,
} from './contactForm';

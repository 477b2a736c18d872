export { AgeVerificationModal, type AgeVerificationModalProps } from './AgeVerificationModal';
export type { RestrictedItem } from './AgeVerificationBody';
export {
  ageOn,
  createAgeVerificationSchema,
  earliestDateOfBirth,
  type AgeVerificationFormValues,
  type AgeVerificationSchema,
  type AgeVerificationSchemaMessages,
  type AgeVerificationSchemaOptions,
  type AgeVerificationValues,
} from './ageVerificationSchema';

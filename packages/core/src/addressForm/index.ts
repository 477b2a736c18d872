// @aisle/core/address-form: the add/edit address form and its schema, in the words the feature
// showing it passes in. An entry of its own, so react-hook-form and zod stay out of the main entry
// every page loads.
export { AddressForm, type AddressFormProps } from './AddressForm';
export {
  addressFieldLimits,
  createAddressSchema,
  type AddressSchema,
  type AddressSchemaMessages,
  type AddressSchemaOptions,
} from './addressSchema';
export type { AddressFormMessages } from './messages';

export { AddressForm, type AddressFormProps } from './AddressForm';
export {
  addressFieldLimits,
  createAddressSchema,
  type AddressSchema,
  type AddressSchemaMessages,
  type AddressSchemaOptions,
} from './addressSchema';
export {
  useAddressSave,
  type AddressChoice,
  type AddressSave,
  type AddressSaveState,
  type UseAddressSaveOptions,
} from './useAddressSave';

export { AddressForm, type AddressFormProps } from './AddressForm';
// The form's schema is core's since the form moved there; the account still offers it by its name.
export {
  addressFieldLimits,
  createAddressSchema,
  type AddressSchema,
  type AddressSchemaMessages,
  type AddressSchemaOptions,
} from '@aisle/core/address-form';
export {
  useAddressSave,
  type AddressChoice,
  type AddressSave,
  type AddressSaveState,
  type UseAddressSaveOptions,
} from './useAddressSave';

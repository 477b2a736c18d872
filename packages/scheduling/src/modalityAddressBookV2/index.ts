export { addressBookV2Messages } from './addressBookV2Messages';
export { addressSections, isDeletable, type AddressSections } from './currentAddress';
export { ModalityAddressBookV2, type ModalityAddressBookV2Props } from './ModalityAddressBookV2';

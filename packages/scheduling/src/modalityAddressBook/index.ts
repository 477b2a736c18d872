export { chooseAddress, type AddressChoice } from './chooseAddress';
export { ModalityAddressBook, type ModalityAddressBookProps } from './ModalityAddressBook';
export { useModalityAddresses, type ModalityAddresses } from './useModalityAddresses';

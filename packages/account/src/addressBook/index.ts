export { AddressBook, type AddressBookProps } from './AddressBook';
export { AddressBookV2, defaultMaxAddresses, type AddressBookV2Props } from './AddressBookV2';
export { AddressEditor, type AddressEditorProps } from './AddressEditor';

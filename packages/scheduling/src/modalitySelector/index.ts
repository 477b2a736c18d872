export { ModalitySelector, type ModalitySelectorProps } from './ModalitySelector';
export { ModalitySelectorModal, type ModalitySelectorModalProps } from './ModalitySelectorModal';
export {
  activeModalityOf,
  tabModalities,
  type AddressBookVersion,
  type SelectorOrigin,
  type SelectorScreen,
  type SelectorVersion,
} from './selectorScreens';

export { SlotPicker, type SlotPickerProps } from './SlotPicker';

export { DateInput, type DateInputProps } from './DateInput';
export { formatDateInput, parseDateInput, type DateParts } from './dateText';

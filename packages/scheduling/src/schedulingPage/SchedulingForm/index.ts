export { SchedulingForm, type SchedulingFormProps } from './SchedulingForm';

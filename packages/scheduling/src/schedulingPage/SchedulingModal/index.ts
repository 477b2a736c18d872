export { SchedulingModal, type SchedulingModalProps } from './SchedulingModal';

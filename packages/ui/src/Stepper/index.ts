export { Stepper, type StepState, type StepperProps, type StepperStep } from './Stepper';

export { CheckoutStepper, type CheckoutStep, type CheckoutStepperProps } from './CheckoutStepper';

'use client';

import { Stepper } from '@aisle/ui';
import { useSchedulingWords } from '../../words';
import { itemMessages } from '../itemMessages';
import * as styles from './CheckoutStepper.css';

/** Where the shopper is: a step, or `done` once both are complete. */
export type CheckoutStep = 'scheduling' | 'payment' | 'done';

const stepIndex: Record<CheckoutStep, number> = { scheduling: 0, payment: 1, done: 2 };

export interface CheckoutStepperProps {
  /** The current step; 'scheduling' by default (the scheduling page, SCHED-37). */
  current?: CheckoutStep;
  className?: string;
}

/**
 * The checkout stepper (§2): 'Scheduling' then 'Payment', each complete, current or not completed,
 * in words as well as looks (the Stepper's). The line between them is 48 px on phones and 107 px
 * from 768 px (ambiguity 21): the Stepper takes one width for all viewports, so the short one is
 * asked for and this stepper's stylesheet widens it from 768 px.
 */
export function CheckoutStepper({ current = 'scheduling', className }: CheckoutStepperProps) {
  const messages = useSchedulingWords(itemMessages);
  return (
    <Stepper
      aria-label={messages.checkoutStepperLabel}
      className={className ? `${styles.stepper} ${className}` : styles.stepper}
      connector="short"
      current={stepIndex[current]}
      steps={[
        { id: 'scheduling', label: messages.checkoutStepScheduling },
        { id: 'payment', label: messages.checkoutStepPayment },
      ]}
    />
  );
}

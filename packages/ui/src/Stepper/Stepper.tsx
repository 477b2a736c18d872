'use client';

import type { OlHTMLAttributes, ReactNode } from 'react';
import { useMessages, type Messages } from '../messages';
import { warnInDevelopment } from '../private/warnInDevelopment';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Stepper.css';

export type StepState = 'complete' | 'current' | 'notCompleted';

export interface StepperStep {
  label: ReactNode;
  /** A stable key; defaults to the step's position. */
  id?: string;
}

export interface StepperProps extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> {
  steps: readonly StepperStep[];
  /** Index of the current step (from 0). Steps before it are complete; `steps.length` means all are. */
  current: number;
  /** Length of the line between steps: `short` is 48 px, `long` 107 px. */
  connector?: 'short' | 'long';
  /** Overrides the words read after each label; defaults come from the message table. */
  messages?: Partial<Pick<Messages, 'stepCompleted' | 'stepCurrent' | 'stepNotCompleted'>>;
}

function stateOf(index: number, current: number): StepState {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'notCompleted';
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path d="M3 8.5 6.5 12 13 4.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Progress through a sequence of steps, as an ordered list. The current step carries
 * `aria-current="step"`, and every step's state is read out in words, not only shown in colour.
 */
export function Stepper({
  steps,
  current,
  connector = 'short',
  messages: overrides,
  className,
  ...rest
}: StepperProps) {
  const messages = { ...useMessages(), ...overrides };
  if (!Number.isInteger(current) || current < 0 || current > steps.length) {
    warnInDevelopment(`Stepper: current is ${current}; use a step index from 0 to ${steps.length}.`);
  }
  const words: Record<StepState, string> = {
    complete: messages.stepCompleted,
    current: messages.stepCurrent,
    notCompleted: messages.stepNotCompleted,
  };
  return (
    <ol className={className ? `${styles.list} ${className}` : styles.list} {...rest}>
      {steps.map((step, index) => {
        const state = stateOf(index, current);
        const isLast = index === steps.length - 1;
        return (
          <li
            key={step.id ?? index}
            className={styles.item}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.step}>
              <span className={styles.marker[state]} aria-hidden="true">
                {state === 'complete' ? <CheckIcon /> : index + 1}
              </span>
              <span className={styles.label[state]}>
                {step.label}
                <VisuallyHidden>{`, ${words[state]}`}</VisuallyHidden>
              </span>
            </span>
            {!isLast && (
              <span
                className={
                  state === 'complete'
                    ? `${styles.connector[connector]} ${styles.connectorComplete}`
                    : styles.connector[connector]
                }
                aria-hidden="true"
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

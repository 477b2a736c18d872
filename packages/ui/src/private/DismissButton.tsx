import type { ButtonHTMLAttributes } from 'react';
import { dismissButton } from './DismissButton.css';
import { FeedbackIcon } from './FeedbackIcon';

/** The × that closes an Alert or a Toast. `label` is its accessible name ("Dismiss"). */
export function DismissButton({ label, ...rest }: { label: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" aria-label={label} className={dismissButton} {...rest}>
      <FeedbackIcon tone="dismiss" />
    </button>
  );
}

import type { SVGProps } from 'react';

/** How a message feels. Each tone has a word in the message table, so colour is never the only signal. */
export type FeedbackTone = 'info' | 'success' | 'warning' | 'error';

const marks: Record<FeedbackTone | 'dismiss', string> = {
  info: 'M12 16v-5M12 8h.01',
  success: 'M8 12.5l3 3 5-6',
  warning: 'M12 9v4M12 17h.01',
  error: 'M15 9l-6 6M9 9l6 6',
  dismiss: 'M6 6l12 12M18 6 6 18',
};

const warningOutline = 'M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z';

/** A decorative tone (or dismiss) icon, 1em square in `currentColor`, hidden from assistive tech. */
export function FeedbackIcon({ tone, ...rest }: { tone: FeedbackTone | 'dismiss' } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {tone === 'warning' ? <path d={warningOutline} /> : tone !== 'dismiss' && <circle cx="12" cy="12" r="10" />}
      <path d={marks[tone]} />
    </svg>
  );
}

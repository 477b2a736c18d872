import type { SVGProps } from 'react';

const paths = {
  left: 'M10 3 5 8l5 5',
  right: 'M6 3l5 5-5 5',
  down: 'M3 6l5 5 5-5',
} as const;

/** A decorative chevron, 1em square in `currentColor`, hidden from assistive tech. */
export function ChevronIcon({ direction, ...rest }: { direction: keyof typeof paths } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 16 16"
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
      <path d={paths[direction]} />
    </svg>
  );
}

import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HTMLAttributes } from 'react';
import { heightVar, lastLine, lines as linesClass, shape as shapeClass, widthVar } from './Skeleton.css';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Defaults to "text". */
  shape?: 'text' | 'circle' | 'rectangle';
  /** Lines of text (shape "text"). Defaults to 1. */
  lines?: number;
  /** A CSS length or px. The diameter of a circle (default 40 px); otherwise defaults to the full width. */
  width?: string | number;
  /** A CSS length or px, for a rectangle. Defaults to 8rem. */
  height?: string | number;
}

const length = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder for content that is loading. It is hidden from assistive technology, so say that
 * something is loading where the content will appear: set `aria-busy="true"` on the element that
 * will hold the content while it loads, and put one polite status in it (a `<Spinner>`, or
 * `role="status"` text such as "Loading addresses"). See the "Announced while loading" story.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className, style, ...rest }: SkeletonProps) {
  const sizes = assignInlineVars({ [widthVar]: length(width) ?? null, [heightVar]: length(height) ?? null });
  const props = { ...rest, 'aria-hidden': true, style: { ...sizes, ...style } } as const;
  const join = (base: string) => (className ? `${base} ${className}` : base);
  if (shape !== 'text') return <span {...props} data-shape={shape} className={join(shapeClass[shape])} />;
  return (
    <span {...props} data-shape="text" className={join(linesClass)}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={lines > 1 && index === lines - 1 ? `${shapeClass.text} ${lastLine}` : shapeClass.text}
        />
      ))}
    </span>
  );
}

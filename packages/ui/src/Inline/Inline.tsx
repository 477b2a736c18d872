import { forwardRef, type ElementType, type ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import type { ResponsiveSpace } from '../Box/sprinkles.css';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'flexWrap'> {
  /** Space between children, from the token scale; responsive values allowed. */
  space?: ResponsiveSpace;
  align?: 'start' | 'center' | 'end' | 'between';
  alignY?: 'start' | 'center' | 'end' | 'baseline';
  /** Keep children on one line instead of wrapping. */
  noWrap?: boolean;
  as?: ElementType;
  children?: ReactNode;
}

const justify = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const alignItems = { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline' } as const;

/** Children side by side, wrapping onto new lines when the row is full. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = '2', align = 'start', alignY = 'center', noWrap = false, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={space}
      justifyContent={justify[align]}
      alignItems={alignItems[alignY]}
      {...rest}
    />
  );
});

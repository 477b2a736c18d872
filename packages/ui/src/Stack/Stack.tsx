import { forwardRef, type ElementType, type ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import type { ResponsiveSpace } from '../Box/sprinkles.css';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /** Space between children, from the token scale (`4` is 16 px); responsive values allowed. */
  space?: ResponsiveSpace;
  /** Horizontal alignment of the children. */
  align?: 'stretch' | 'start' | 'center' | 'end';
  as?: ElementType;
  children?: ReactNode;
}

const alignments = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/** Children one above another with even space between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { space = '4', align = 'stretch', ...rest },
  ref,
) {
  return <Box ref={ref} display="flex" flexDirection="column" gap={space} alignItems={alignments[align]} {...rest} />;
});

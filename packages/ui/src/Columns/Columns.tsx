import { forwardRef, type ElementType, type ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import type { ResponsiveSpace } from '../Box/sprinkles.css';
import { column, columns, type ColumnsVariants, type ColumnVariants } from './Columns.css';

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** Space between columns (and between stacked rows), from the token scale. */
  space?: ResponsiveSpace;
  /** Below this breakpoint the columns stack vertically: `tablet` (768 px), `desktop` (1024 px) or `none`. */
  collapseBelow?: ColumnsVariants['collapseBelow'];
  alignY?: ColumnsVariants['alignY'];
  as?: ElementType;
  children?: ReactNode;
}

/** Side-by-side columns that stack on small screens. Children are `Column`s. */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns(
  { space = '4', collapseBelow, alignY, className, ...rest },
  ref,
) {
  const classes = [columns({ collapseBelow, alignY }), className].filter(Boolean).join(' ');
  return <Box ref={ref} gap={space} className={classes} {...rest} />;
});

export interface ColumnProps extends BoxProps {
  /** `fluid` shares the remaining space; `content` fits its content; fractions of the row. */
  width?: ColumnVariants['width'];
  children?: ReactNode;
}

export const Column = forwardRef<HTMLElement, ColumnProps>(function Column({ width, className, ...rest }, ref) {
  const classes = [column({ width }), className].filter(Boolean).join(' ');
  return <Box ref={ref} className={classes} {...rest} />;
});

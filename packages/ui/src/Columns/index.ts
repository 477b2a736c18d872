export { Column, Columns, type ColumnProps, type ColumnsProps } from './Columns';
export type { ColumnVariants, ColumnsVariants } from './Columns.css';

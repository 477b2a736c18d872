export { Column, Columns, type ColumnProps, type ColumnsProps } from './Columns';

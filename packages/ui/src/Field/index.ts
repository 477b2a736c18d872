export { Field, type FieldControlProps, type FieldProps } from './Field';
export type { FieldIds, FieldTextProps } from './FieldParts';

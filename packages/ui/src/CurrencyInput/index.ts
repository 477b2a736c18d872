export { CurrencyInput, type CurrencyInputProps } from './CurrencyInput';
export { centsFromDigits, formatCents, parseAmount } from './cents';

export { caretAfterFormat } from './caret';
export { digitsOnly, groupDigits, isDigit } from './digits';
export { useMaskedInput, type MaskedInputHandlers, type MaskedInputOptions } from './useMaskedInput';

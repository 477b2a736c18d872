/**
 * What an address line or city may hold: letters of any alphabet with their accents (Canadian
 * addresses: 'Montréal', 'Rue Saint-Jérôme'), digits, spaces, and the punctuation addresses use:
 * . , ' ’ # & ( ) / -. The specs give no rule; this one refuses emoji and symbols, which the
 * verification service passes as they are, and nothing a US or Canadian street, unit or city needs.
 */
const addressText = /^[\p{L}\p{M}\p{N} .,'’#&()/-]*$/u;

/** Whether a typed street, unit or city holds only what an address can have. */
export function isAddressText(value: string): boolean {
  return addressText.test(value);
}

/**
 * Address text and the address form's field rules (wallet.md section 5).
 */

/**
 * Title case for address text from the bank, which often arrives in capitals: every word starts
 * upper-case and continues lower-case ("AV. PAULISTA, 1000 - BELA VISTA" ->
 * "Av. Paulista, 1000 - Bela Vista"). Words are split on whitespace and runs of spaces are kept.
 * Case mapping is done for pt-BR.
 */
export function titleCase(text: string): string {
  return text
    .toLocaleLowerCase('pt-BR')
    .replace(
      /(^|\s)(\S)/gu,
      (_, space: string, first: string) => `${space}${first.toLocaleUpperCase('pt-BR')}`,
    );
}

/** Street and neighbourhood: letters (accents included), digits and spaces; at least one non-space. */
export function isValidStreetText(text: string): boolean {
  return /^[\p{L}\p{M}\d ]+$/u.test(text) && text.trim().length > 0;
}

export const ADDRESS_NUMBER_MAX_LENGTH = 5;

/** House number: digits only, 1 to 5 (message 'invalid address number' otherwise). */
export function isValidAddressNumber(text: string): boolean {
  return /^\d{1,5}$/.test(text);
}

export const COMPLEMENT_MAX_LENGTH = 30;

export type ComplementIssue = 'invalidComplement' | 'noSpecialCharacters';

/**
 * Complement (optional): at most 30 characters ('invalidComplement'), made only of letters
 * (accents included), digits, spaces and , . - @ * _ : ('noSpecialCharacters'). Empty is fine.
 * Returns null when valid. Length is checked first.
 */
export function complementIssue(text: string): ComplementIssue | null {
  if ([...text].length > COMPLEMENT_MAX_LENGTH) return 'invalidComplement';
  if (!/^[\p{L}\p{M}\d ,.\-@*_:]*$/u.test(text)) return 'noSpecialCharacters';
  return null;
}

export function isValidComplement(text: string): boolean {
  return complementIssue(text) === null;
}

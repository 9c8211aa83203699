/**
 * Address text and the address form's field rules (wallet.md section 5).
 */

/** Joining words written in lower case inside a name, as Brazilian addresses write them. */
const JOINING_WORDS = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);
/** Roman numerals of street names ("Rua XV de Novembro"), kept upper-case. */
const ROMAN_NUMERAL = /^(X{0,3})(IX|IV|V?I{0,3})$/;

/**
 * Title case for address text from the bank, which often arrives in capitals: every word starts
 * upper-case and continues lower-case ("AV. PAULISTA, 1000 - BELA VISTA" ->
 * "Av. Paulista, 1000 - Bela Vista"), but joining words after the first stay lower-case ("Rio de
 * Janeiro") and roman numerals stay upper-case ("Rua XV de Novembro"). Words are split on
 * whitespace and runs of spaces are kept. Case mapping is done for pt-BR.
 */
export function titleCase(text: string): string {
  let first = true;
  return text.replace(/\S+/gu, (word) => {
    const lower = word.toLocaleLowerCase('pt-BR');
    const upper = word.toLocaleUpperCase('pt-BR');
    const isFirst = first;
    first = false;
    if (!isFirst && JOINING_WORDS.has(lower)) return lower;
    if (upper.length > 1 && ROMAN_NUMERAL.test(upper)) return upper;
    return `${lower.charAt(0).toLocaleUpperCase('pt-BR')}${lower.slice(1)}`;
  });
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

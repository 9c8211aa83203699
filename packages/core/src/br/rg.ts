import { applyPattern } from './digits.ts';

/**
 * RG (state identity card number), shown as 00.000.000-0. Formats differ between states, so the
 * value keeps up to 10 digits or letters (the check character is often an 'X'); letters are
 * upper-cased, punctuation dropped. Ten characters show as 00.000.000-00.
 */
export const RG_MAX_LENGTH = 10;

export function stripRg(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, RG_MAX_LENGTH);
}

/** Input mask and display: "123456789" -> "12.345.678-9", "12345" -> "12.345". */
export function formatRg(text: string): string {
  return applyPattern(stripRg(text), '00.000.000-00');
}

export interface ParsedRg {
  /** For display: 00.000.000-0. */
  displayRG: string;
  /** What is sent: digits and letters only, at most 10. */
  actualRG: string;
}

export function parseRg(text: string): ParsedRg {
  const actualRG = stripRg(text);
  return { displayRG: formatRg(actualRG), actualRG };
}

/**
 * The issue date a registration carries when the document's is not known (wallet.md section 3, Client
 * registration payload: "a missing ID issue date defaults to the year-1 minimal date").
 */
export const MISSING_ISSUE_DATE = '0001-01-01';

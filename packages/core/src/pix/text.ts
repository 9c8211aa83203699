/**
 * Text for the BR Code's free fields. The EMV table types merchant name, city and the Pix
 * description as "ans": printable ASCII. Brazilian banks write merchant name and city without
 * accents and in upper case ("SAO PAULO", "JOAO DA SILVA"), and so does this module by default.
 */

/**
 * Strips accents (NFD, then the combining marks go: "ç" -> "c", "ã" -> "a"), drops every other
 * character outside printable ASCII ("ø", "æ", emoji), turns each whitespace run into one space
 * and trims.
 */
export function toBrCodeAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts to at most `max` characters and trims what the cut leaves at the end. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max).trimEnd();
}

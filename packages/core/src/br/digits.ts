/** Keeps only the ASCII digits 0-9. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** True when every character is the same (and there is at least one). */
export function isRepeated(text: string): boolean {
  return text.length > 0 && [...text].every((ch) => ch === text[0]);
}

/**
 * Lays `chars` over `pattern`, where '0' marks a slot and anything else is a literal. A literal
 * is written only when a character follows it, so the result grows as the user types
 * ("1234" over "000.000" -> "123.4", "123" -> "123"). Extra characters are dropped.
 */
export function applyPattern(chars: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= chars.length) break;
    if (slot === '0') {
      out += chars[next];
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

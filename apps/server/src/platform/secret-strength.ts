/**
 * How production judges a secret key from the environment (PIN_PEPPER, CPF_HASH_KEY): not only "not
 * the development value", but long and varied enough to be random. The figures let through every
 * `openssl rand -base64 24|32` and `openssl rand -hex 16|32` (checked on 100,000 draws of each).
 */
export const MIN_SECRET_LENGTH = 32;
export const MIN_DISTINCT_CHARACTERS = 8;
/** Length times the Shannon entropy of its own characters: a rough floor, not a measure of randomness. */
export const MIN_ESTIMATED_BITS = 80;
/** Two keys sharing this many characters in a row are one key edited (a character added or changed). */
export const SHARED_RUN = 12;

/** Bits the text's own character frequencies allow: its length times their Shannon entropy. */
export function estimatedBits(text: string): number {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const length = [...text].length;
  let bits = 0;
  for (const count of counts.values()) bits -= count * Math.log2(count / length);
  return bits;
}

/** The text is a shorter block written again and again ("abcabcabc"). */
function isRepeatedBlock(text: string): boolean {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return true;
  }
  return false;
}

/** Whether the two texts share SHARED_RUN characters in a row (case aside). */
export function sharesRun(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  for (let i = 0; i + SHARED_RUN <= y.length; i++) {
    if (x.includes(y.slice(i, i + SHARED_RUN))) return true;
  }
  return false;
}

/** Why the key is weak (one reason, in words for the start-up message), or undefined when it is not. */
export function secretWeakness(value: string, developmentValue: string): string | undefined {
  if (sharesRun(value, developmentValue)) return 'not the development value, nor one edited from it';
  if (value.length < MIN_SECRET_LENGTH) return `${MIN_SECRET_LENGTH} characters or more`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS || isRepeatedBlock(value)) {
    return `random: at least ${MIN_DISTINCT_CHARACTERS} different characters, no block repeated`;
  }
  if (estimatedBits(value) < MIN_ESTIMATED_BITS) return 'random: too few different characters for its length';
  return undefined;
}

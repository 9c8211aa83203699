/**
 * The standard address pattern (the one Android's Patterns.EMAIL_ADDRESS uses): a local part of
 * letters, digits and + . _ % -, an '@', then a domain of labels that start with a letter or digit,
 * at least one dot. Checked after trimming.
 */
const EMAIL = /^[a-zA-Z0-9+._%-]{1,256}@[a-zA-Z0-9][a-zA-Z0-9-]{0,64}(?:\.[a-zA-Z0-9][a-zA-Z0-9-]{0,25})+$/;

export function isValidEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

/**
 * Replaces every character between the first one and the one just before the '@' with 'X':
 * "joao.silva@exemplo.com" -> "jXXXXXXXXa@exemplo.com". A local part of 1 or 2 characters has
 * nothing in between and is shown as is; a text without '@' is returned unchanged. The text is
 * trimmed first; the last '@' is the separator.
 */
export function maskEmail(text: string): string {
  const email = text.trim();
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  if (local.length <= 2) return email;
  return `${local[0]}${'X'.repeat(local.length - 2)}${local.slice(-1)}${email.slice(at)}`;
}

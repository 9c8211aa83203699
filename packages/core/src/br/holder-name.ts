/**
 * The name of an account's holder as a transfer to another bank carries it: a person's or a
 * company's ("Padaria Pão Dourado Ltda", "Rede Saque Fácil S.A.", "M & M Comércio"). Letters (any
 * script, accents included), digits, spaces and the signs company names use (. , & ' - /), at least
 * one letter, 2 to 80 characters once trimmed.
 */
export const HOLDER_NAME_MAX_LENGTH = 80;

export function isValidHolderName(text: string): boolean {
  const name = text.trim();
  if (name.length < 2 || name.length > HOLDER_NAME_MAX_LENGTH) return false;
  return /^[\p{L}\p{M}\d .,&'/-]+$/u.test(name) && /\p{L}/u.test(name);
}

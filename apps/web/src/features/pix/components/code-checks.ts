import {
  detectKeyType,
  dictKeyType,
  normalizePixKey,
  PixKeyType,
  parseBrCode,
  validatePixKey,
} from '@carteira/core/pix';

/** The typed key in the DICT form, or null when it is no key of any type. */
export function typedKey(text: string): string | null {
  const type = detectKeyType(text);
  if (type === PixKeyType.OTHER) return null;
  const key = normalizePixKey(type, text);
  // a random key of any UUID version, as the directory reads it
  if (type === PixKeyType.EVP) return dictKeyType(key) === PixKeyType.EVP ? key : null;
  return validatePixKey(type, key) ? key : null;
}

export type LocalProblem = 'empty' | 'bad' | 'notPix' | null;

/** What the app can tell about a pasted code before asking the bank (a dynamic code is the bank's to judge). */
export function checkPastedCode(code: string): LocalProblem {
  if (code === '') return 'empty';
  const parsed = parseBrCode(code);
  if (parsed.ok) return null;
  return parsed.reason === 'not-pix' ? 'notPix' : 'bad';
}

import {
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
  isValidDdd,
  maskCpf,
  maskEmail,
} from '../br/index.ts';

/**
 * Pix keys (chaves de endereçamento): the type codes the bank uses, detection of what a typed
 * value looks like, the DICT form (the exact text written in the DICT and in a BR Code), and
 * display helpers.
 *
 * DICT form (Manual de Padrões para Iniciação do Pix v2.10.0, §2.5.1, which defers to the DICT
 * operating manual): CPF "12345678900", CNPJ "00038166000105" or "12ABC34501DE35", phone
 * "+5561912345678", e-mail in lower case, random key (EVP) a lower-case UUID with its hyphens.
 */

/** Type codes as the bank sends them (tipoChave): CPF=1, CNPJ=2, PHONE=3, EMAIL=4, EVP=5, other=6. */
export const PixKeyType = {
  CPF: 1,
  CNPJ: 2,
  PHONE: 3,
  EMAIL: 4,
  EVP: 5,
  OTHER: 6,
} as const;

export type PixKeyType = (typeof PixKeyType)[keyof typeof PixKeyType];

export type PixKeyTypeName = keyof typeof PixKeyType;

const NAMES: Record<PixKeyType, PixKeyTypeName> = {
  1: 'CPF',
  2: 'CNPJ',
  3: 'PHONE',
  4: 'EMAIL',
  5: 'EVP',
  6: 'OTHER',
};

/** "CPF", "CNPJ", "PHONE", "EMAIL", "EVP" or "OTHER" for a type code. */
export function pixKeyTypeName(type: PixKeyType): PixKeyTypeName {
  return NAMES[type];
}

/** The type code for a name as the bank writes it (case-insensitive); anything unknown is OTHER. */
export function pixKeyTypeFromName(name: string): PixKeyType {
  const upper = name.trim().toUpperCase();
  return upper in PixKeyType ? PixKeyType[upper as PixKeyTypeName] : PixKeyType.OTHER;
}

/** The e-mail key limit of the DICT: "no máximo 77 caracteres e deve ser em minúsculo". */
export const PIX_EMAIL_MAX_LENGTH = 77;

/**
 * The DICT pattern for an e-mail key, lower case only (DICT API, tag "Chave", type EMAIL; "&"
 * was removed from the allowed characters in DICT API 2.6.0).
 */
const DICT_EMAIL =
  /^[a-z0-9.!#$'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A UUID of any version, lower case, as the DICT API pattern for a random key has it. */
const DICT_EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A version-4 (random) UUID with the RFC 4122 variant, lower case. */
const EVP_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** +55, a DDD from 11 to 99, then an 8- or 9-digit number. */
const PHONE_KEY = /^\+55(\d{2})(\d{8,9})$/;

function isValidPhoneKey(value: string): boolean {
  const match = PHONE_KEY.exec(value);
  return match !== null && isValidDdd(match[1] ?? '');
}

/**
 * Whether `value` is a valid key of `type` in the DICT form, exactly as given (no trimming, no
 * case folding: run `normalizePixKey` first on typed input).
 * - CPF: 11 digits, check digits valid, not ten repeated digits.
 * - CNPJ: 14 characters, 12 digits or upper-case letters and 2 check digits, valid.
 * - PHONE: +55, DDD 11..99, 8 or 9 digits.
 * - EMAIL: at most 77 characters, lower case, the DICT pattern.
 * - EVP: a version-4 UUID in lower case (what the DICT hands out). Reading a BR Code is more
 *   lenient on the version, see `isDictKey`.
 * - OTHER: never valid.
 */
export function validatePixKey(type: PixKeyType, value: string): boolean {
  switch (type) {
    case PixKeyType.CPF:
      return /^\d{11}$/.test(value) && isValidCpf(value);
    case PixKeyType.CNPJ:
      return /^[0-9A-Z]{12}\d{2}$/.test(value) && isValidCnpj(value);
    case PixKeyType.PHONE:
      return isValidPhoneKey(value);
    case PixKeyType.EMAIL:
      return value.length <= PIX_EMAIL_MAX_LENGTH && DICT_EMAIL.test(value);
    case PixKeyType.EVP:
      return EVP_V4.test(value);
    default:
      return false;
  }
}

/**
 * The type of a key written in the DICT form, or null when it is in no valid DICT form. Random
 * keys are accepted in any UUID version here: the DICT API pattern does not fix the version and
 * the Pix manual's own example key (123e4567-e12b-12d1-a456-426655440000) is not version 4.
 * This is what a BR Code must carry in 26-01.
 */
export function dictKeyType(value: string): PixKeyType | null {
  if (DICT_EVP.test(value)) return PixKeyType.EVP;
  for (const type of [PixKeyType.CPF, PixKeyType.CNPJ, PixKeyType.PHONE, PixKeyType.EMAIL] as const) {
    if (validatePixKey(type, value)) return type;
  }
  return null;
}

const CPF_MASK = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const CNPJ_MASK = /^[0-9A-Za-z]{2}\.[0-9A-Za-z]{3}\.[0-9A-Za-z]{3}\/[0-9A-Za-z]{4}-\d{2}$/;

/**
 * What a typed value looks like, for choosing the key type in a send-by-key field. It looks at
 * the shape, not at validity (validate after normalizing):
 * - a UUID (any case, any version): EVP;
 * - an "@": EMAIL;
 * - a leading "+", or parentheses: PHONE;
 * - the CPF mask 000.000.000-00: CPF; the CNPJ mask or 14 bare characters of CNPJ shape: CNPJ;
 * - 11 bare digits: CPF when its check digits are valid, otherwise PHONE when it reads as a DDD
 *   and a 9-digit mobile number starting with 9, otherwise CPF (the likelier intent; it will
 *   then fail validation). A number that is both a valid CPF and a plausible mobile is taken as
 *   a CPF: the screen should let the user switch;
 * - 10 digits (DDD and 8 digits), or 12 or 13 digits starting with 55: PHONE;
 * - anything else, or empty: OTHER.
 */
export function detectKeyType(value: string): PixKeyType {
  const text = value.trim();
  if (text === '') return PixKeyType.OTHER;
  if (DICT_EVP.test(text.toLowerCase())) return PixKeyType.EVP;
  if (text.includes('@')) return PixKeyType.EMAIL;
  if (CPF_MASK.test(text)) return PixKeyType.CPF;
  if (CNPJ_MASK.test(text)) return PixKeyType.CNPJ;
  if (text.startsWith('+') || /[()]/.test(text)) {
    return /^\+?[\d\s().-]+$/.test(text) ? PixKeyType.PHONE : PixKeyType.OTHER;
  }
  const compact = text.replace(/[\s.-]/g, '');
  if (/^\d{11}$/.test(compact)) {
    if (isValidCpf(compact)) return PixKeyType.CPF;
    if (/^\d{2}9\d{8}$/.test(compact) && isValidDdd(compact.slice(0, 2))) return PixKeyType.PHONE;
    return PixKeyType.CPF;
  }
  if (/^[0-9A-Za-z]{12}\d{2}$/.test(compact) && /^\d{2}/.test(compact)) return PixKeyType.CNPJ;
  if (/^\d{10}$/.test(compact) || /^55\d{10,11}$/.test(compact)) return PixKeyType.PHONE;
  return PixKeyType.OTHER;
}

/**
 * Brings typed input to the DICT form of `type`, without judging it (validate afterwards):
 * - CPF: spaces, dots and hyphens removed;
 * - CNPJ: spaces, dots, slashes and hyphens removed, letters upper-cased;
 * - PHONE: spaces, parentheses, dots and hyphens removed, a leading trunk 0 dropped, and "+55"
 *   put in front of a national number (10 or 11 digits) or "+" in front of 55 plus 10 or 11
 *   digits;
 * - EMAIL and EVP: trimmed and lower-cased;
 * - OTHER: trimmed.
 * Other characters are kept, so garbage stays garbage and fails validation.
 */
export function normalizePixKey(type: PixKeyType, value: string): string {
  const text = value.trim();
  switch (type) {
    case PixKeyType.CPF:
      return text.replace(/[\s.-]/g, '');
    case PixKeyType.CNPJ:
      return text.replace(/[\s./-]/g, '').toUpperCase();
    case PixKeyType.PHONE: {
      const compact = text.replace(/[\s().-]/g, '');
      if (compact.startsWith('+')) return compact;
      const national = compact.replace(/^0(?=\d{10,11}$)/, '');
      if (/^\d{10,11}$/.test(national)) return `+55${national}`;
      if (/^55\d{10,11}$/.test(national)) return `+${national}`;
      return compact;
    }
    case PixKeyType.EMAIL:
    case PixKeyType.EVP:
      return text.toLowerCase();
    default:
      return text;
  }
}

function splitPhoneKey(value: string): { ddd: string; number: string } | null {
  const match = PHONE_KEY.exec(value);
  return match ? { ddd: match[1] ?? '', number: match[2] ?? '' } : null;
}

function groupNumber(number: string): string {
  const cut = number.length - 4;
  return `${number.slice(0, cut)}-${number.slice(cut)}`;
}

/**
 * A key for display, unmasked: CPF 000.000.000-00, CNPJ 00.000.000/0000-00, phone
 * "+55 (11) 98765-4321"; e-mail, random keys and anything that does not fit are shown as
 * normalized. The value is normalized for `type` first.
 */
export function formatPixKey(type: PixKeyType, value: string): string {
  const key = normalizePixKey(type, value);
  switch (type) {
    case PixKeyType.CPF:
      return /^\d{11}$/.test(key) ? formatCpf(key) : key;
    case PixKeyType.CNPJ:
      return /^[0-9A-Z]{12}\d{2}$/.test(key) ? formatCnpj(key) : key;
    case PixKeyType.PHONE: {
      const phone = splitPhoneKey(key);
      return phone ? `+55 (${phone.ddd}) ${groupNumber(phone.number)}` : key;
    }
    default:
      return key;
  }
}

/**
 * A key masked for display (receipts, key lists, the confirmation of a payment):
 * - CPF: only the middle digits, "***.456.789-**" (as the spec masks a CPF);
 * - CNPJ: shown in full, formatted (a company's registration is public);
 * - PHONE: DDD and the last 4 digits, "+55 (11) *****-4321";
 * - EMAIL: every character between the first and the one before the "@" replaced by X,
 *   "fXXXXo@example.com" (the spec's e-mail mask);
 * - EVP: the first and last groups' ends, "123e4567-****-****-****-********0000";
 * - OTHER: as given, trimmed.
 * A value that does not fit its type is masked completely ("***") rather than shown.
 */
export function maskPixKey(type: PixKeyType, value: string): string {
  const key = normalizePixKey(type, value);
  switch (type) {
    case PixKeyType.CPF:
      return /^\d{11}$/.test(key) ? maskCpf(key) : '***';
    case PixKeyType.CNPJ:
      return /^[0-9A-Z]{12}\d{2}$/.test(key) ? formatCnpj(key) : '***';
    case PixKeyType.PHONE: {
      const phone = splitPhoneKey(key);
      if (!phone) return '***';
      const hidden = '*'.repeat(phone.number.length - 4);
      return `+55 (${phone.ddd}) ${hidden}-${phone.number.slice(-4)}`;
    }
    case PixKeyType.EMAIL:
      return key.includes('@') ? maskEmail(key) : '***';
    case PixKeyType.EVP:
      return DICT_EVP.test(key) ? `${key.slice(0, 8)}-****-****-****-********${key.slice(-4)}` : '***';
    default:
      return key;
  }
}

/**
 * A key as the bank stores and answers it (DICT form, without its type: a receipt's chavePix, a
 * statement line's key), masked by maskPixKey's rule for the type its shape shows. The one masking of
 * a payee's key everywhere: the review, the receipt right after paying and the receipt in the history.
 */
export function maskStoredPixKey(value: string): string {
  return maskPixKey(detectKeyType(value), value);
}

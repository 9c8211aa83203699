import { maskCpf } from '@carteira/core/br';

/**
 * Log redaction: what must never reach a log line (cross-cutting.md sections 5 and 9): passwords,
 * PINs, tokens, authorization headers, second-factor codes; CPFs are masked to their middle digits.
 * Keys are matched by name at any depth, and free text is scrubbed of CPF-shaped numbers and bearer
 * tokens.
 */
const REDACTED = '[redacted]';
const MAX_DEPTH = 10;

const SECRET_WORDS = ['password', 'senha', 'token', 'authorization', 'secret', 'pepper', 'cookie', '2fa'];
const SECRET_EXACT = new Set([
  'pin',
  'otp',
  'k',
  'codigo',
  'codigoverificacao',
  'codigovalidacao',
  'verificationcode',
  // card data (PCI DSS): the number, the CVV, a wallet's opaque payment card
  'cvv',
  'pan',
  'numerocartao',
  'cartaonumero',
  'opaquepaymentcard',
  // the card-details frame's hash: it opens the number and the CVV for 5 minutes
  'hash',
]);
/**
 * Query parameters that carry a one-time link's secret (the card-details frame's hash, a partner's QR
 * link, a signature, a code), besides every secret key above (token, senha, pin...).
 */
const LINK_SECRET_EXACT = new Set(['hash', 'qr', 'qrcode', 'sig', 'signature', 'code']);
const CPF_WORDS = ['cpf', 'identificacaofiscal'];

export function isSecretKey(key: string): boolean {
  const lower = key.toLowerCase();
  if (SECRET_EXACT.has(lower)) return true;
  if (SECRET_WORDS.some((w) => lower.includes(w))) return true;
  // pin, pinAtual, novoPin, pin_antigo, PIN... but not "shipping" or "pinned".
  return /^pin($|[A-Z_])|[a-z]Pin($|[A-Z_])|_pin($|_)/.test(key) || /^PIN/.test(key);
}

export function isCpfKey(key: string): boolean {
  const lower = key.toLowerCase();
  return CPF_WORDS.some((w) => lower.includes(w));
}

/** 12345678901 -> ***.456.789-** (only the middle digits stay, as the spec's masked CPF). */
export function maskCpfForLog(value: unknown): string {
  return maskCpf(String(value)) || REDACTED;
}

const CPF_IN_TEXT = /(?<!\d)(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})(?!\d)/g;
const BEARER_IN_TEXT = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
/** A 16-digit card number in free text, spaced in fours or not: only the last 4 stay. */
const CARD_IN_TEXT = /(?<!\d)(?:\d{4}[ -]?){3}(\d{4})(?!\d)/g;

/** A query parameter in a URL anywhere in a text: its name (maybe percent-encoded) and its value. */
const QUERY_PARAM_IN_TEXT = /([?&;])((?:[\w.~-]|%[0-9A-Fa-f]{2})+)=([^&#\s"'<>]*)/g;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

function isLinkSecret(name: string): boolean {
  const key = decodedName(name);
  return LINK_SECRET_EXACT.has(key.toLowerCase()) || isSecretKey(key);
}

/** The values of a one-time link's secret parameters cut from every URL in a text; the rest stays. */
export function scrubLinks(text: string): string {
  return text.replace(QUERY_PARAM_IN_TEXT, (all, sep: string, name: string, value: string) =>
    value && isLinkSecret(name) ? `${sep}${name}=${REDACTED}` : all,
  );
}

export function scrubText(text: string): string {
  return scrubLinks(text)
    .replace(CARD_IN_TEXT, '**** $1')
    .replace(CPF_IN_TEXT, '***.$2.$3-**')
    .replace(BEARER_IN_TEXT, '$1 [redacted]');
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A redacted copy of a log object; class instances other than errors are left to the serializers. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[depth]';
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value instanceof Error) {
    const err = value as Error & { code?: unknown; cause?: unknown };
    const out: Record<string, unknown> = { type: err.name, message: scrubText(err.message) };
    if (err.code !== undefined) out.code = err.code;
    // PostgreSQL errors: which constraint, and the detail text (scrubbed: it may quote a value).
    const pgError = err as { constraint?: unknown; detail?: unknown };
    if (typeof pgError.constraint === 'string') out.constraint = pgError.constraint;
    if (typeof pgError.detail === 'string') out.detail = scrubText(pgError.detail);
    if (err.stack) out.stack = scrubText(err.stack);
    if (err.cause !== undefined) out.cause = redact(err.cause, depth + 1);
    return out;
  }
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (isSecretKey(key)) out[key] = REDACTED;
    else if (isCpfKey(key) && (typeof v === 'string' || typeof v === 'number')) out[key] = maskCpfForLog(v);
    else out[key] = redact(v, depth + 1);
  }
  return out;
}

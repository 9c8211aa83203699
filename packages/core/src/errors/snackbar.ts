import { catalogueEntry, type ErrorContext, type ErrorMessage, messageForCode } from './catalogue.ts';

/** What the rule looks at: a failed answer (see readBankAnswer), or null/undefined for no response. */
export interface FailureLike {
  status?: number | null;
  code?: number | null;
  message?: string | null;
  details?: string | null;
  /** Set by readBankAnswer when nothing came back (it also reports status 500). */
  noResponse?: boolean;
}

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** True when the text carries HTML markup (an error page from a proxy, for instance). */
export function looksLikeHtml(text: string): boolean {
  return /<\s*\/?\s*(?:!doctype|[a-z][a-z0-9]*)(?:\s[^>]*)?\/?>/i.test(text);
}

const TEXT_FIELDS = ['statusDescription', 'statusDescricao', 'message', 'mensagem'] as const;

function findText(value: unknown, depth: number): string | undefined {
  if (depth > 4 || value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const text = record[field];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  for (const nested of Object.values(record)) {
    const text = findText(nested, depth + 1);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * The status description or message of a JSON object embedded in a text
 * ('Falha: {"statusDescricao":"Conta bloqueada"}' -> 'Conta bloqueada'). Looks at the text from its
 * first '{' to its last '}'; fields, in this order: statusDescription, statusDescricao, message,
 * mensagem, first at the top level and then in nested objects.
 */
export function textFromEmbeddedJson(text: string): string | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return findText(JSON.parse(text.slice(start, end + 1)) as unknown, 0);
  } catch {
    return undefined;
  }
}

/**
 * The generic snackbar rule (cross-cutting.md section 8), in its order:
 * 1. no response, no status (missing or 0) or a 4xx status -> 'error.pixCommunicationIssue';
 * 2. result code 0 -> 'error.genericError' with 'error.genericErrorSubtext';
 * 3. message and details both present (non-blank):
 *    - equal -> the message;
 *    - details is HTML -> the message alone (checked before the JSON, as a page may hold braces);
 *    - details embeds JSON with a status description or message -> that text;
 *    - otherwise -> the message;
 * 4. status 504 -> 'error.timeLimitExceeded';
 * 5. anything else -> 'error.technicalIssue'.
 */
export function snackbarMessage(failure: FailureLike | null | undefined): ErrorMessage {
  if (!failure || failure.noResponse) return { kind: 'key', key: 'error.pixCommunicationIssue' };
  const status = failure.status;
  if (
    typeof status !== 'number' ||
    !Number.isFinite(status) ||
    status === 0 ||
    (status >= 400 && status < 500)
  ) {
    return { kind: 'key', key: 'error.pixCommunicationIssue' };
  }
  if (failure.code === 0)
    return { kind: 'key', key: 'error.genericError', detailKey: 'error.genericErrorSubtext' };
  const { message, details } = failure;
  if (hasText(message) && hasText(details)) {
    if (message === details || looksLikeHtml(details)) return { kind: 'text', text: message };
    return { kind: 'text', text: textFromEmbeddedJson(details) ?? message };
  }
  if (status === 504) return { kind: 'key', key: 'error.timeLimitExceeded' };
  return { kind: 'key', key: 'error.technicalIssue' };
}

/**
 * The message to show for a failed call. Precedence: a known backend code's catalogue key comes
 * first (in the given context), because the code says exactly what went wrong and the bank
 * answers every business error with a 4xx that step 1 of the generic rule would turn into the
 * Pix-communication text. A known code whose entry shows server details gives the server's
 * details (or message) text when there is one. Without a known code (none, or unmapped) the
 * generic snackbar rule decides. Use messageForCode where only a code is at hand: it gives
 * 'error.tryAgainLater' for unmapped codes.
 */
export function errorMessage(
  failure: FailureLike | null | undefined,
  context: ErrorContext = 'default',
): ErrorMessage {
  const entry = failure && !failure.noResponse ? catalogueEntry(failure.code) : undefined;
  if (!entry || !failure) return snackbarMessage(failure);
  if (entry.serverDetails) {
    const text = hasText(failure.details)
      ? failure.details
      : hasText(failure.message)
        ? failure.message
        : undefined;
    if (text !== undefined && !looksLikeHtml(text)) return { kind: 'text', text };
  }
  return messageForCode(failure.code, context);
}

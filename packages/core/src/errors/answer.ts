import { BankCode } from './codes.ts';

/** Generic failure markers (cross-cutting.md section 8) and the two HTTP constants. */
export const ERROR_IN_SERVER_RESPONSE = 'ERROR_IN_SERVER_RESPONSE';
export const NO_RESPONSE = 'NO_RESPONSE';
export const HTTP_OK = 200;
export const HTTP_SERVER_ERROR = 500;

export interface BankSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export interface BankFailure {
  ok: false;
  status: number;
  code?: number;
  message?: string;
  details?: string;
  /** When a lock or a limit ends, in seconds (47028 password lock, 46001 and 429 limits). */
  retryAfterSeconds?: number;
  /** Nothing came back at all (reported as status 500 with message NO_RESPONSE). */
  noResponse?: true;
}

export type BankAnswer<T> = BankSuccess<T> | BankFailure;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function httpStatus(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 100 && n <= 599 ? n : undefined;
}

function numericCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

function failure(status: number, fields: Omit<BankFailure, 'ok' | 'status'>): BankFailure {
  const out: BankFailure = { ok: false, status };
  if (fields.code !== undefined) out.code = fields.code;
  if (fields.message !== undefined) out.message = fields.message;
  if (fields.details !== undefined) out.details = fields.details;
  if (fields.retryAfterSeconds !== undefined) out.retryAfterSeconds = fields.retryAfterSeconds;
  if (fields.noResponse) out.noResponse = true;
  return out;
}

/**
 * Reads any answer (bank, financing or onboarding) through its success, result, data, error and
 * status fields:
 * - null or undefined (no response) -> failure, status 500, message NO_RESPONSE, noResponse;
 * - a JSON text is parsed first; something that is not an object -> failure, status 500, message
 *   ERROR_IN_SERVER_RESPONSE;
 * - success: a boolean `success` decides; without it, an `error` present or a non-2xx `status`
 *   means failure, else success;
 * - on success: data = `result` if present, else `data`; status = `status` or 200;
 * - on failure: status = `status` or 500; code, message and details come from `error` (an object,
 *   or a plain text taken as the message), else from `result` when it is an object (bank errors
 *   return the error or result body), else from the top level (financing errors: message plus
 *   details). `codigo`, `mensagem` and `detalhes` are read too; numeric-text codes become numbers;
 *   non-text details are kept as JSON text.
 */
export function readBankAnswer<T = unknown>(raw: unknown): BankAnswer<T> {
  if (raw === null || raw === undefined) {
    return failure(HTTP_SERVER_ERROR, { message: NO_RESPONSE, noResponse: true });
  }
  let answer: unknown = raw;
  if (typeof raw === 'string') {
    try {
      answer = JSON.parse(raw) as unknown;
    } catch {
      return failure(HTTP_SERVER_ERROR, { message: ERROR_IN_SERVER_RESPONSE });
    }
  }
  if (!isRecord(answer)) return failure(HTTP_SERVER_ERROR, { message: ERROR_IN_SERVER_RESPONSE });

  const status = httpStatus(answer.status);
  const hasError = answer.error !== undefined && answer.error !== null && answer.error !== false;
  const succeeded =
    typeof answer.success === 'boolean'
      ? answer.success
      : !hasError && (status === undefined || (status >= 200 && status < 300));

  if (succeeded) {
    const data = ('result' in answer ? answer.result : answer.data) as T;
    return { ok: true, status: status ?? HTTP_OK, data };
  }

  const source: Record<string, unknown> = isRecord(answer.error)
    ? answer.error
    : typeof answer.error === 'string'
      ? { message: answer.error }
      : isRecord(answer.result)
        ? answer.result
        : answer;
  const code = numericCode(source.code ?? source.codigo);
  const message = text(source.message ?? source.mensagem ?? (source === answer ? undefined : answer.message));
  const details = text(source.details ?? source.detalhes ?? (source === answer ? undefined : answer.details));
  const out: Omit<BankFailure, 'ok' | 'status'> = {};
  if (code !== undefined) out.code = code;
  if (message !== undefined) out.message = message;
  if (details !== undefined) out.details = details;
  const wait = source.retryAfterSeconds;
  if (typeof wait === 'number' && Number.isSafeInteger(wait) && wait > 0) out.retryAfterSeconds = wait;
  return failure(status ?? HTTP_SERVER_ERROR, out);
}

/** A 401 or code 40100: the token is missing, expired or revoked; clear it and go to /newLogin. */
export function isSessionExpired(answer: { status?: number | null; code?: number | null }): boolean {
  return answer.status === 401 || answer.code === BankCode.SessionExpired;
}

/** 40044: the same idempotency key came with a different body; retry once under a new key. */
export function shouldRetryWithNewKey(answer: { code?: number | null }): boolean {
  return answer.code === BankCode.DuplicateIdempotencyKey;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const FINANCING_SUCCESS: Record<HttpMethod, readonly number[]> = {
  POST: [201, 202],
  PUT: [200],
  DELETE: [204, 202],
  // Not stated by the spec; a read or a partial update succeeds on 200.
  GET: [200],
  PATCH: [200],
};

/** Financing calls succeed only on: POST 201 or 202, PUT 200, DELETE 204 or 202 (GET and PATCH 200). */
export function isFinancingSuccess(method: string, status: number): boolean {
  const allowed = FINANCING_SUCCESS[method.toUpperCase() as HttpMethod] as readonly number[] | undefined;
  return allowed?.includes(status) ?? false;
}

export const EXECUTION_SUCCESS_TEXTS = ['FINALIZADA_COM_ERROS', 'FINALIZADA_COM_SUCESSO'] as const;

/**
 * An execution status counts as success when it is the number 0 or the text FINALIZADA_COM_ERROS
 * or FINALIZADA_COM_SUCESSO (a contract signed with errors may still need facial validation).
 */
export function isExecutionSuccess(status: unknown): boolean {
  return (
    status === 0 ||
    (typeof status === 'string' && (EXECUTION_SUCCESS_TEXTS as readonly string[]).includes(status))
  );
}

/** For the credit-card and gift-card flows that also accept HTTP 200 or 201. */
export function isExecutionOrHttpSuccess(status: unknown, httpStatusCode?: number): boolean {
  return isExecutionSuccess(status) || httpStatusCode === 200 || httpStatusCode === 201;
}

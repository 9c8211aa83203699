/**
 * A financing-service call that did not succeed. The service answers errors as
 * `{ status, message, details }` (financing.md section 8); the text is kept for diagnosis only,
 * pages choose their own message from `status` and `code` (never the server's text).
 */
export class FinancingError extends Error {
  constructor(
    /** HTTP status (0 when nothing came back). */
    readonly status: number,
    /** The service's stable error code when it sends one. */
    readonly code: string | undefined,
    /** The server's message and details text: for logs and tests, never rendered. */
    readonly serverMessage: string,
    readonly details: string,
  ) {
    super(`financing error ${status}${code ? ` ${code}` : ''}`);
    this.name = 'FinancingError';
  }
}

/** The financing token could not be obtained or renewed (cross-cutting.md, financing token). */
export const TOKEN_REFRESH_FAILED = 'Unable to refresh financing token.';

export class FinancingTokenError extends FinancingError {
  constructor(status: number) {
    super(status, undefined, TOKEN_REFRESH_FAILED, '');
    this.message = TOKEN_REFRESH_FAILED;
    this.name = 'FinancingTokenError';
  }
}

export function isFinancingError(error: unknown): error is FinancingError {
  return error instanceof FinancingError;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join('; ');
  return '';
}

/** Parses an error body `{ status, message, details, code? }`; anything unreadable keeps the HTTP status. */
export function parseFinancingError(httpStatus: number, body: unknown): FinancingError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const status = typeof b.status === 'number' && b.status >= 400 ? b.status : httpStatus;
  const code = typeof b.code === 'string' || typeof b.code === 'number' ? String(b.code) : undefined;
  return new FinancingError(status, code, text(b.message), text(b.details));
}

/** What kind of failure a financing call met, for pages to pick their own message. */
export type FinancingFailure = 'offline' | 'token' | 'notFound' | 'refused' | 'unavailable';

export function financingFailureOf(error: unknown): FinancingFailure {
  if (error instanceof FinancingTokenError) return 'token';
  if (!(error instanceof FinancingError)) return 'unavailable';
  if (error.status === 0) return 'offline';
  if (error.status === 404) return 'notFound';
  if (error.status >= 400 && error.status < 500) return 'refused';
  return 'unavailable';
}

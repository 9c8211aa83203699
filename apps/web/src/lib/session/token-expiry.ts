/** The bank token is treated as expiring 4 hours before the server says (cross-cutting.md section 9). */
export const BANK_TOKEN_EXPIRY_OFFSET_MS = 4 * 60 * 60 * 1000;
/** A bank token is refreshed when it is within 30 seconds of expiry. */
export const BANK_TOKEN_REFRESH_MARGIN_MS = 30_000;

/**
 * Client-side expiry of a bank token: server lifetime minus 4 hours. A lifetime shorter than that
 * offset (not used by the bank today) falls back to half the lifetime so the token is still usable.
 */
export function bankTokenExpiry(now: number, expiresInSeconds: number): number {
  const lifetime = expiresInSeconds * 1000;
  return now + Math.max(lifetime - BANK_TOKEN_EXPIRY_OFFSET_MS, lifetime / 2);
}

export function needsRefresh(expiresAt: number, now: number): boolean {
  return expiresAt - now <= BANK_TOKEN_REFRESH_MARGIN_MS;
}

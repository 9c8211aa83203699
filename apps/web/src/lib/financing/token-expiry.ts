/** The financing token is renewed when it is within 15 seconds of expiry (financing.md section 9). */
export const FINANCING_TOKEN_REFRESH_MARGIN_MS = 15_000;

export function financingTokenNeedsRefresh(expiresAt: number, now: number): boolean {
  return expiresAt - now <= FINANCING_TOKEN_REFRESH_MARGIN_MS;
}

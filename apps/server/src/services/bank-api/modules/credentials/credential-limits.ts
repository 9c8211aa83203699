/**
 * The limits on getting back in. The spec names only the 1-minute resend (46001); the rest is what a
 * Brazilian bank does, chosen here and listed in docs/bank-api.md ("Getting back in").
 */
export const CREDENTIAL_LIMITS = {
  /** A code is good for 10 minutes. */
  codeTtlMs: 10 * 60_000,
  /** Wrong tries on one code before it is spent. */
  triesPerCode: 5,
  /** A new code no sooner than a minute after the last one (46001, 'wait and try'). */
  resendAfterMs: 60_000,
  /** Codes per CPF and purpose in a rolling hour. */
  codesPerHour: 5,
  /** Wrong current passwords (change password, forgot PIN) per customer in a rolling hour. */
  wrongPasswordsPerHour: 5,
  windowMs: 60 * 60_000,
} as const;

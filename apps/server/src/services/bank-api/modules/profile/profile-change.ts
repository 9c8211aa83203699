import type { findProfile } from './profile.repository.ts';

/**
 * A change lives 15 minutes from its PIN: time for the code (10 minutes) and the selfie. Three selfies
 * the provider refuses end it; the customer starts again with the PIN. Chosen here (decision 0020).
 */
export const PROFILE_CHANGE_LIMITS = { ttlMs: 15 * 60_000, faceTries: 3 } as const;

/** Each kind of change has its own codes (credential_code.purpose). */
export const PURPOSE = { email: 'email-change', phone: 'phone-change', address: 'address-change' } as const;

export type Profile = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export function phoneOf(p: Profile): { ddd: string; numero: string } | null {
  return p.telefone_ddd && p.telefone_numero ? { ddd: p.telefone_ddd, numero: p.telefone_numero } : null;
}

/** The phone as the bank sends to it: +55, area code, number. */
export const smsTo = (phone: { ddd: string; numero: string }) => `+55${phone.ddd}${phone.numero}`;

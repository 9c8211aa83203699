/**
 * The shopping partner's QR link (wallet.md section 4): /dimoPayComponent?qr=<code>&expira=<time-out,
 * ms since the epoch>&retorno=<return address>&abandono=<abort address>. Its addresses are used only
 * once the bank has vetted them (dimoqrcode/validar-retorno).
 */
export interface PartnerLinkAsked {
  timeoutAt: number | null;
  returnTo: string | null;
  abortTo: string | null;
}

/** The partner, once its addresses are vetted. */
export interface Partner {
  timeoutAt: number | null;
  returnTo: string | null;
  abortTo: string | null;
}

/** The error parameter an abort carries back to the partner. */
export type PartnerError = 'user_aborted' | 'timeout' | 'payment_failed';

export interface Entry {
  code: string | null;
  link: PartnerLinkAsked | null;
}

/** The code and partner link a route's address or navigation state carries. */
export function readEntry(search: string, state: unknown): Entry {
  const params = new URLSearchParams(search);
  const carried = (state as { qr?: unknown } | null)?.qr;
  const code = params.get('qr') ?? (typeof carried === 'string' ? carried : null);
  const expira = params.get('expira');
  const returnTo = params.get('retorno');
  const abortTo = params.get('abandono');
  const timeout = expira !== null && /^\d{1,16}$/.test(expira) ? Number(expira) : null;
  const isLink = expira !== null || returnTo !== null || abortTo !== null;
  return {
    code: code?.trim() ? code.trim() : null,
    link: isLink ? { timeoutAt: timeout, returnTo, abortTo } : null,
  };
}

/** The abort address with its error parameter (any earlier one replaced). */
export function withError(address: string, error: PartnerError): string {
  const url = new URL(address);
  url.searchParams.set('error', error);
  return url.href;
}

/** Whole seconds left until the time-out (0 once reached); null without a time-out. */
export function secondsLeft(timeoutAt: number | null, now: number): number | null {
  if (timeoutAt === null) return null;
  return Math.max(0, Math.ceil((timeoutAt - now) / 1000));
}

/** 599 -> "09:59". */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** A text the camera read or the customer pasted that is one of the scheme's codes. */
export const QR_PAYMENT_SCHEME = /^dimo:/i;

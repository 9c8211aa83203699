import { centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import type { QrDetails } from '../api/qr-wire.ts';
import { formatCountdown, readEntry, secondsLeft, withError } from './partner-link.ts';
import { initialQrPayState, partnerExit, type QrPayState, qrPayReducer } from './qr-pay-flow.ts';

const details: QrDetails = {
  code: 'dimo:pay/ABCDEFGHJKLMNPQRSTUV',
  merchant: 'Shopping Exemplo',
  merchantDocument: '47.382.915/0001-00',
  city: 'São Paulo - SP',
  amount: centavos(4990),
  description: '',
  expiresAt: '2026-03-11T12:10:00-03:00',
};
const partner = {
  timeoutAt: 1_000_000,
  returnTo: 'https://shopping.example/checkout/concluido?pedido=A-1',
  abortTo: 'https://shopping.example/checkout/pagamento?pedido=A-1',
};
const link = `?qr=${encodeURIComponent(details.code)}&expira=1000000&retorno=${encodeURIComponent(
  partner.returnTo,
)}&abandono=${encodeURIComponent(partner.abortTo)}`;

describe('the partner link', () => {
  it('reads the code, the time-out and the addresses from the address, or the code from navigation state', () => {
    expect(readEntry(link, null)).toEqual({ code: details.code, link: partner });
    expect(readEntry('', { qr: details.code, entry: 'external' })).toEqual({
      code: details.code,
      link: null,
    });
    expect(readEntry('', null)).toEqual({ code: null, link: null });
    expect(readEntry('?qr=x&expira=soon', null).link?.timeoutAt).toBeNull();
  });
  it('adds the error parameter to the abort address, replacing one already there', () => {
    expect(withError(partner.abortTo, 'user_aborted')).toBe(
      'https://shopping.example/checkout/pagamento?pedido=A-1&error=user_aborted',
    );
    expect(withError('https://shopping.example/p?error=timeout', 'payment_failed')).toBe(
      'https://shopping.example/p?error=payment_failed',
    );
  });
  it('counts whole seconds down to zero, shown as mm:ss', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBeNull();
    expect(formatCountdown(599)).toBe('09:59');
    expect(formatCountdown(0)).toBe('00:00');
  });
});

describe('the QR payment flow', () => {
  const vetted = (now: number) =>
    qrPayReducer(initialQrPayState(readEntry(link, null)), { type: 'LINK_VETTED', partner, now });

  it('a partner link is vetted first, then its code checked; a code alone is checked at once', () => {
    expect(initialQrPayState(readEntry(link, null)).step).toBe('link');
    expect(vetted(0)).toEqual({ step: 'checking', code: details.code, partner });
    expect(initialQrPayState({ code: details.code, link: null })).toEqual({
      step: 'checking',
      code: details.code,
      partner: null,
    });
    expect(initialQrPayState({ code: null, link: null }).step).toBe('entry');
  });
  it('a link already at its time-out returns to the partner at once with timeout', () => {
    expect(vetted(1_000_000)).toEqual({
      step: 'leaving',
      to: 'https://shopping.example/checkout/pagamento?pedido=A-1&error=timeout',
    });
  });
  it('a refused link stops, with no address to go to', () => {
    const s = qrPayReducer(initialQrPayState(readEntry(link, null)), {
      type: 'LINK_REFUSED',
      errorKey: 'error.qrPaymentReturnRefused',
    });
    expect(s).toEqual({ step: 'linkRefused', errorKey: 'error.qrPaymentReturnRefused' });
    expect(partnerExit(s)).toBeNull();
  });
  it('review, PIN, a wrong PIN, paid: back to the return address', () => {
    let s: QrPayState = qrPayReducer(vetted(0), { type: 'CODE_CHECKED', details });
    s = qrPayReducer(s, { type: 'REVIEW_CONFIRMED' });
    s = qrPayReducer(s, { type: 'PIN_ENTERED' });
    s = qrPayReducer(s, { type: 'PIN_REJECTED' });
    expect(s).toMatchObject({ step: 'pin', attempt: 2, pinRejected: true });
    s = qrPayReducer(s, { type: 'PIN_ENTERED' });
    s = qrPayReducer(s, {
      type: 'SUCCEEDED',
      paid: { transactionId: 't', authentication: 'A', amount: centavos(4990), at: '', merchant: 'x' },
    });
    expect(s.step).toBe('done');
    expect(qrPayReducer(s, { type: 'RETURN_TO_PARTNER' })).toEqual({ step: 'leaving', to: partner.returnTo });
  });
  it('abort, time-out and failure each carry their error parameter', () => {
    const review = qrPayReducer(vetted(0), { type: 'CODE_CHECKED', details });
    expect(qrPayReducer(review, { type: 'RETURN_TO_PARTNER' })).toMatchObject({
      to: expect.stringContaining('error=user_aborted'),
    });
    const timedOut = qrPayReducer(review, { type: 'TIMED_OUT' });
    expect(timedOut.step).toBe('timedOut');
    expect(qrPayReducer(timedOut, { type: 'RETURN_TO_PARTNER' })).toMatchObject({
      to: expect.stringContaining('error=timeout'),
    });
    let s = qrPayReducer(review, { type: 'REVIEW_CONFIRMED' });
    s = qrPayReducer(s, { type: 'PIN_ENTERED' });
    // A payment on its way is not cut by the time-out.
    expect(qrPayReducer(s, { type: 'TIMED_OUT' })).toBe(s);
    s = qrPayReducer(s, { type: 'FAILED', errorKey: 'error.amountOutOfBound' });
    expect(qrPayReducer(s, { type: 'RETURN_TO_PARTNER' })).toMatchObject({
      to: expect.stringContaining('error=payment_failed'),
    });
  });
  it('an expired code goes back as timeout, an unknown or paid one as payment_failed', () => {
    const refused = (errorKey: 'error.qrPaymentExpired' | 'error.qrPaymentAlreadyPaid') =>
      partnerExit(qrPayReducer(vetted(0), { type: 'CODE_REFUSED', errorKey }));
    expect(refused('error.qrPaymentExpired')).toContain('error=timeout');
    expect(refused('error.qrPaymentAlreadyPaid')).toContain('error=payment_failed');
  });
  it('without a partner nothing leaves the app and the time-out does not apply', () => {
    const review = qrPayReducer(initialQrPayState({ code: details.code, link: null }), {
      type: 'CODE_CHECKED',
      details,
    });
    expect(qrPayReducer(review, { type: 'RETURN_TO_PARTNER' })).toBe(review);
    expect(qrPayReducer(review, { type: 'TIMED_OUT' })).toBe(review);
  });
});

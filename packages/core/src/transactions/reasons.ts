/**
 * How a payment was made, as its receipt names it (motivoTransacao). The bank keeps writing its own
 * Portuguese words in motivoTransacao; the answer also carries the code (codigoMotivo), which the app
 * translates. Each code is paired with the one text the bank writes for it.
 */
export const PAYMENT_REASONS = {
  pixKey: 'Pix enviado por chave',
  pixAccount: 'Pix enviado por agência e conta',
  pixQrCode: 'Pix por QR Code',
  pixQrCodeDynamic: 'Pix por QR Code dinâmico',
  pixScheduled: 'Pix agendado',
  pixReceived: 'Pix recebido',
  pixReceivedQrCodeDynamic: 'Pix recebido por QR Code dinâmico',
  pixReturn: 'Devolução de Pix',
  pixWithdrawal: 'Pix Saque',
  pixChange: 'Pix Troco',
} as const;

export type PaymentReason = keyof typeof PAYMENT_REASONS;

const BY_TEXT: ReadonlyMap<string, PaymentReason> = new Map(
  Object.entries(PAYMENT_REASONS).map(([code, text]) => [text, code as PaymentReason]),
);

/** The code of a motivoTransacao the bank wrote, or null for a text outside the catalogue. */
export function paymentReasonOf(text: string | null | undefined): PaymentReason | null {
  return (text && BY_TEXT.get(text)) || null;
}

/** A reason code read off the wire, or null when it is none of the catalogue's. */
export function asPaymentReason(code: unknown): PaymentReason | null {
  return typeof code === 'string' && Object.hasOwn(PAYMENT_REASONS, code) ? (code as PaymentReason) : null;
}

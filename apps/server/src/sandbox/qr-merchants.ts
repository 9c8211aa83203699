import { cnpjCheckDigits } from '@carteira/core/br';
import type { QrMerchant, QrMerchantNetwork } from '../services/bank-api/public.ts';

/**
 * The sandbox's merchants of the bank's QR payment scheme, and its shopping partner (Shopping Exemplo,
 * whose checkout sends shoppers to the app with a QR link). Fixed values, listed in README.md.
 */

const cnpj = (base: string) => `${base}${cnpjCheckDigits(base)}`;

/** The shopping partner's site; the only origin its QR link may send the customer back to. */
export const SANDBOX_PARTNER_ORIGIN = 'https://shopping.example';
export const SANDBOX_PARTNER_ID = 'shopping-exemplo';

export const SANDBOX_QR_MERCHANTS: readonly QrMerchant[] = [
  {
    id: SANDBOX_PARTNER_ID,
    name: 'Shopping Exemplo',
    taxId: cnpj('473829150001'),
    city: 'São Paulo - SP',
    settlementAccount: 'sandbox-qr-shopping-exemplo',
  },
  {
    id: 'cafe-da-praca',
    name: 'Café da Praça',
    taxId: cnpj('618204730001'),
    city: 'Salvador - BA',
    settlementAccount: 'sandbox-qr-cafe-da-praca',
  },
];

export const sandboxQrNetwork: QrMerchantNetwork = {
  merchant: (id) => SANDBOX_QR_MERCHANTS.find((m) => m.id === id),
  returnOrigins: [SANDBOX_PARTNER_ORIGIN],
  checkoutPage: `${SANDBOX_PARTNER_ORIGIN}/checkout/pagamento`,
};

/** The partner's return (paid) and abort addresses for an order. */
export function partnerAddresses(order: string) {
  const q = `?pedido=${encodeURIComponent(order)}`;
  return {
    retorno: `${SANDBOX_PARTNER_ORIGIN}/checkout/concluido${q}`,
    abandono: `${SANDBOX_PARTNER_ORIGIN}/checkout/pagamento${q}`,
  };
}

/** The partner's QR link into the app: the code, the time-out (ms since the epoch) and its addresses. */
export function partnerLink(qrCode: string, timeoutMs: number, order: string): string {
  const { retorno, abandono } = partnerAddresses(order);
  const params = new URLSearchParams({ qr: qrCode, expira: String(timeoutMs), retorno, abandono });
  return `/dimoPayComponent?${params.toString()}`;
}

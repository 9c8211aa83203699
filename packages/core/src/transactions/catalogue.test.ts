import { describe, expect, it } from 'vitest';
import {
  asPaymentReason,
  isKnownTransactionType,
  PAYMENT_REASONS,
  paymentReasonOf,
  TRANSACTION_GROUPS,
  TRANSACTION_TYPES,
  TransactionType,
  transactionGroupOf,
  typesOfGroup,
} from './index.ts';

describe('transaction-type catalogue', () => {
  it('groups Pix, cards, boleto, transfers, recharge, credit and QR pay (4078)', () => {
    expect(transactionGroupOf(30)).toBe('pix');
    expect(transactionGroupOf(40)).toBe('pix');
    expect(transactionGroupOf(2001)).toBe('card');
    expect(transactionGroupOf(4001)).toBe('boleto');
    expect(transactionGroupOf(3002)).toBe('ted');
    expect(transactionGroupOf(5001)).toBe('recharge');
    expect(transactionGroupOf(6001)).toBe('credit');
    expect(transactionGroupOf(4078)).toBe('qrPay');
    // the guaranteed-credit card's guarantee (the CDB) and invoice movements
    expect(transactionGroupOf(8001)).toBe('card');
    expect(transactionGroupOf(8003)).toBe('card');
  });

  it('makes an unknown code other', () => {
    expect(transactionGroupOf(9999)).toBe('other');
    expect(transactionGroupOf(-1)).toBe('other');
    expect(isKnownTransactionType(9999)).toBe(false);
    // a name of Object.prototype is no code
    expect(transactionGroupOf(Number('toString'))).toBe('other');
  });

  it('puts every named code in a spec group, and lists a group back', () => {
    for (const code of Object.values(TransactionType)) {
      expect(TRANSACTION_GROUPS).toContain(TRANSACTION_TYPES[code]);
    }
    expect(typesOfGroup('pix')).toEqual([30, 40]);
    expect(typesOfGroup('other')).toEqual([3062, 9101, 9102, 9103]);
  });
});

describe('payment reasons', () => {
  it('reads back the code of each text the bank writes', () => {
    for (const [code, text] of Object.entries(PAYMENT_REASONS)) expect(paymentReasonOf(text)).toBe(code);
    expect(paymentReasonOf('Pix por QR Code')).toBe('pixQrCode');
  });

  it('gives null for a text outside the catalogue', () => {
    expect(paymentReasonOf('Pagamento de boleto bancário')).toBeNull();
    expect(paymentReasonOf('')).toBeNull();
    expect(paymentReasonOf(undefined)).toBeNull();
  });
});

describe('asPaymentReason', () => {
  it('accepts only the catalogue codes', () => {
    expect(asPaymentReason('pixQrCode')).toBe('pixQrCode');
    expect(asPaymentReason('toString')).toBeNull();
    expect(asPaymentReason(7)).toBeNull();
    expect(asPaymentReason(null)).toBeNull();
  });
});

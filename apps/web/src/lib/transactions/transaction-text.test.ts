import { PAYMENT_REASONS, TRANSACTION_GROUPS, TRANSACTION_TYPES } from '@carteira/core/transactions';
import { describe, expect, it } from 'vitest';
import { transactionMessages } from './transaction-messages.ts';
import { transactionIcon, transactionTypeKey } from './transaction-text.ts';

describe('transaction words', () => {
  const pt = transactionMessages['pt-BR'] as Record<string, string>;

  it('names every code, group and reason of the catalogue', () => {
    for (const code of Object.keys(TRANSACTION_TYPES)) expect(pt[`type_${code}`], code).toBeTruthy();
    for (const group of TRANSACTION_GROUPS) expect(pt[`group_${group}`], group).toBeTruthy();
    for (const reason of Object.keys(PAYMENT_REASONS)) expect(pt[`reason_${reason}`], reason).toBeTruthy();
  });

  it('names a code by its own words, an unknown one as other', () => {
    expect(transactionTypeKey(40)).toBe('type_40');
    expect(transactionTypeKey(4078)).toBe('type_4078');
    expect(transactionTypeKey(777)).toBe('group_other');
    expect(transactionMessages.en[transactionTypeKey(5001)]).toBe('Mobile top-up');
    // the card's guarantee (CDB) is named by its own type, not "Other transaction"
    expect(transactionTypeKey(8001)).toBe('type_8001');
    expect(transactionMessages.en[transactionTypeKey(8001)]).toBe('Card guarantee investment');
    expect(transactionMessages['pt-BR'][transactionTypeKey(8001)]).toBe('Aplicação na garantia do cartão');
  });

  it('draws a code by its group', () => {
    expect(transactionIcon(30)).toBe('pix');
    expect(transactionIcon(4001)).toBe('boleto');
    expect(transactionIcon(4078)).toBe('scan');
    expect(transactionIcon(123456)).toBe('receipt');
  });
});

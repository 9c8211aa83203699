import { describe, expect, it } from 'vitest';
import { interpolate } from '../../../lib/i18n/define-messages.ts';
import { historyMessages } from '../messages.ts';
import { operationNameOf, typeNameOf } from './type-name.ts';

const en = (key: keyof (typeof historyMessages)['en']) => interpolate(historyMessages.en[key]);

describe('boleto entries in the statement', () => {
  it('are named in the chosen language; other types keep the bank label', () => {
    expect(typeNameOf(4001, 'Pagamento de boleto', en)).toBe('Boleto payment');
    expect(typeNameOf(4002, 'Depósito por boleto', en)).toBe('Boleto deposit');
    expect(typeNameOf(1001, 'Transferência entre contas', en)).toBe('Transferência entre contas');
    expect(operationNameOf('Pagamento de boleto', en)).toBe('Boleto payment');
    expect(operationNameOf('Pix', en)).toBe('Pix');
  });
});

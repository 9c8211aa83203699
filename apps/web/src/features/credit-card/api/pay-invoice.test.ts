import { centavos } from '@carteira/core/money';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { invoiceBoleto } from './pay-invoice.ts';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
const call = vi.mocked(bank.call);

beforeEach(() => call.mockReset());

describe('an invoice boleto', () => {
  it('asks for the amount in reais and hands back the digitable line and due date', async () => {
    call.mockResolvedValueOnce({
      linhaDigitavel: '1'.repeat(47),
      dataVencimento: '2026-12-10',
      valor: 161.29,
    });
    await expect(invoiceBoleto({ invoiceId: 'f1', amount: centavos(16_129) })).resolves.toEqual({
      line: '1'.repeat(47),
      dueDate: '2026-12-10',
    });
    expect(call).toHaveBeenCalledWith('contas/cartao-garantia/faturas/boleto', {
      faturaId: 'f1',
      valor: 161.29,
    });
  });
});

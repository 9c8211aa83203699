import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { payInInstalments, quoteInstalments } from './instalments.ts';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
const call = vi.mocked(bank.call);

beforeEach(() => call.mockReset());

const wire = {
  quantidadeParcelas: 3,
  valorParcela: 110.14,
  valorTotal: 330.42,
  valorJuros: 30.42,
  valorIof: 2.69,
  valorFinanciado: 302.69,
  valorCreditadoConta: 0,
  taxaJurosMensal: 4.99,
  cetAnual: 79.45,
  parcelas: [{ numero: 1, dataVencimento: '2027-01-10', valor: 110.14 }],
};

describe('an invoice in instalments', () => {
  it('quotes the plans in centavos, with the first due date', async () => {
    call.mockResolvedValueOnce({ opcoes: [wire] });
    await expect(quoteInstalments('f1')).resolves.toEqual([
      {
        count: 3,
        value: 11_014,
        total: 33_042,
        interest: 3_042,
        iof: 269,
        financed: 30_269,
        credited: 0,
        monthlyRate: 4.99,
        annualCet: 79.45,
        firstDue: '2027-01-10',
      },
    ]);
    expect(call).toHaveBeenCalledWith('contas/cartao-garantia/faturas/simulacao-parcelamento', {
      faturaId: 'f1',
    });
  });

  it('takes the chosen plan with the PIN', async () => {
    call.mockResolvedValueOnce(wire);
    await expect(payInInstalments({ invoiceId: 'f1', count: 3, pin: '1234' })).resolves.toMatchObject({
      count: 3,
      value: 11_014,
    });
    expect(call).toHaveBeenCalledWith('contas/cartao-garantia/faturas/parcelamento', {
      faturaId: 'f1',
      quantidadeParcelas: 3,
      pin: '1234',
    });
  });
});

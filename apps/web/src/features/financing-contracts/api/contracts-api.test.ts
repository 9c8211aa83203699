import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { listContracts } from './list-contracts.ts';
import { listInstallments } from './list-installments.ts';
import { wireContract } from './test-contract.ts';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

describe('financing contracts from the bank', () => {
  beforeEach(() => vi.mocked(bank.call).mockReset());

  it('lists only VIGENTE contracts, in centavos with ISO days', async () => {
    vi.mocked(bank.call).mockResolvedValue({
      contratos: [wireContract, { ...wireContract, idContrato: 'c-2', statusContrato: 'QUITADO' }],
    });
    const contracts = await listContracts();
    expect(bank.call).toHaveBeenCalledWith('financiamento/mobile/contas/contratos');
    expect(contracts).toEqual([
      {
        id: 'c-1',
        status: 'VIGENTE',
        device: 'Moto G85 5G 256GB Azul',
        financedAt: '2026-11-22',
        overdue: false,
        receivable: 231120,
        financed: 163712,
        paid: 0,
        remaining: 231120,
        installments: 18,
        installmentsPaid: 0,
        installmentValue: 12840,
        downPayment: 40000,
        nextDueDate: '2026-12-23',
        lastDueDate: '2028-05-23',
      },
    ]);
  });

  it('reads the instalments of a contract in order, with their status', async () => {
    vi.mocked(bank.call).mockResolvedValue({
      idContrato: 'c-1',
      parcelas: [
        {
          valor: 128.4,
          numParcela: 2,
          valorAtual: 128.4,
          vencimento: '2027-01-25',
          statusPagamento: 'EM_ABERTO',
          dataPagamento: null,
        },
        {
          valor: 128.4,
          numParcela: 1,
          valorAtual: 128.4,
          vencimento: '2026-12-23',
          statusPagamento: 'PAGA',
          dataPagamento: '2026-12-20',
        },
        {
          valor: 128.4,
          numParcela: 3,
          valorAtual: 131.1,
          vencimento: '2027-02-23',
          statusPagamento: 'VENCIDA',
          dataPagamento: null,
        },
      ],
    });
    const list = await listInstallments('c-1');
    expect(bank.call).toHaveBeenCalledWith('financiamento/mobile/contas/contratos/parcelas', {
      idContrato: 'c-1',
    });
    expect(list.map((i) => [i.number, i.status, i.paidAt, i.currentValue])).toEqual([
      [1, 'paid', '2026-12-20', 12840],
      [2, 'open', null, 12840],
      [3, 'overdue', null, 13110],
    ]);
  });
});

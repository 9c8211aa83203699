import { centavos } from '@carteira/core/money';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { signContract } from './contract.ts';
import { changeDueDay, setAutoDebit } from './settings.ts';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
const call = vi.mocked(bank.call);

const input = { amount: centavos(30_077), dueDay: 10, pin: '1234', selfie: 'c2VsZmll' };
const signed = (statusExecucao: string) => ({ statusExecucao, limiteTotal: 300.77, finalCartao: '4321' });

beforeEach(() => call.mockReset());

describe('signing the guaranteed-credit contract', () => {
  it('takes FINALIZADA_COM_ERROS as signed, like FINALIZADA_COM_SUCESSO', async () => {
    call.mockResolvedValueOnce({
      ...signed('FINALIZADA_COM_ERROS'),
      pendencias: ['REGISTRO_CUSTODIA_GARANTIA'],
    });
    await expect(signContract(input)).resolves.toEqual({ limit: 30_077, last4: '4321' });
    call.mockResolvedValueOnce(signed('FINALIZADA_COM_SUCESSO'));
    await expect(signContract(input)).resolves.toEqual({ limit: 30_077, last4: '4321' });
  });

  it('any other execution status is a failure', async () => {
    call.mockResolvedValueOnce(signed('NAO_FINALIZADA'));
    await expect(signContract(input)).rejects.toBeInstanceOf(BankError);
  });
});

describe('card settings', () => {
  it('the due day and automatic debit go as PUT, as the spec names them', async () => {
    call.mockResolvedValueOnce({ dataFechamento: '2026-12-18', dataVencimento: '2026-12-25' });
    await expect(changeDueDay(25)).resolves.toEqual({ closing: '2026-12-18', due: '2026-12-25' });
    expect(call).toHaveBeenLastCalledWith(
      'contas/cartao-garantia/data-vencimento',
      { diaVencimentoFatura: 25 },
      { method: 'PUT' },
    );
    call.mockResolvedValueOnce({ debitoAutomatico: true });
    await expect(setAutoDebit(true)).resolves.toBe(true);
    expect(call).toHaveBeenLastCalledWith(
      'contas/cartao-garantia/debito-automatico',
      { debitoAutomatico: true },
      { method: 'PUT' },
    );
  });
});

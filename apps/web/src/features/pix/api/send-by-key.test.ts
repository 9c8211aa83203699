import { centavos } from '@carteira/core/money';
import { PixKeyType } from '@carteira/core/pix';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { lookupKey } from './lookup-key.ts';
import { sendByKey } from './send-by-key.ts';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const E2E = 'E12345678202603101500AbCdEfGhIjK';
const ORDER = {
  valorOperacao: 12.34,
  idTransacao: 't1',
  idComprovante: 'c1',
  endToEnd: E2E,
  dataHora: '2026-03-10T12:00:00',
  nomeBeneficiario: 'Bruno Henrique Lima',
  instituicaoBeneficiario: 'Carteira',
};

describe("a Pix by key carries its look-up's end-to-end id", () => {
  beforeEach(() => vi.mocked(bank.call).mockReset());

  it('the look-up keeps the id with the payee, and the payment sends it', async () => {
    vi.mocked(bank.call).mockResolvedValueOnce({
      chave: 'bruno@example.com',
      tipoChave: 'EMAIL',
      nome: 'Bruno Henrique Lima',
      identificacaoFiscalMascarada: '***.484.389-**',
      instituicao: 'Carteira',
      endToEndId: E2E,
    });
    const payee = await lookupKey('bruno@example.com');
    expect(payee).toMatchObject({ key: 'bruno@example.com', keyType: PixKeyType.EMAIL, endToEnd: E2E });

    vi.mocked(bank.call).mockResolvedValueOnce(ORDER);
    const receipt = await sendByKey({
      pin: '2580',
      amount: centavos(1234),
      key: payee.key,
      endToEnd: payee.endToEnd,
    });
    expect(bank.call).toHaveBeenLastCalledWith('pix/operacao/enviar-ordem-pagamento-por-chave', {
      pin: '2580',
      valor: 12.34,
      chave: 'bruno@example.com',
      endToEnd: E2E,
    });
    expect(receipt.endToEnd).toBe(E2E);
  });

  it('a payee known otherwise (a contact) pays without one, and the bank makes it', async () => {
    vi.mocked(bank.call).mockResolvedValueOnce(ORDER);
    await sendByKey({ pin: '2580', amount: centavos(100), key: 'bruno@example.com' });
    expect(bank.call).toHaveBeenLastCalledWith('pix/operacao/enviar-ordem-pagamento-por-chave', {
      pin: '2580',
      valor: 1,
      chave: 'bruno@example.com',
    });
  });
});

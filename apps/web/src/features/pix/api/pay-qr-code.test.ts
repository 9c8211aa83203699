import { centavos } from '@carteira/core/money';
import { buildBrCode } from '@carteira/core/pix';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { payQrCode } from './pay-qr-code.ts';
import { processQrCode } from './process-qr-code.ts';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const E2E = 'E12345678202603101500AbCdEfGhIjK';
const code = buildBrCode({
  kind: 'static',
  key: '+5521998765432',
  amount: centavos(4200),
  merchantName: 'Ana Beatriz Souza',
  merchantCity: 'Sao Paulo',
});

describe("a Pix by QR code names the bank's reading, not the code", () => {
  beforeEach(() => vi.mocked(bank.call).mockReset());

  it('keeps the reading with the target and pays with the spec payload', async () => {
    vi.mocked(bank.call).mockResolvedValueOnce({
      tipoQRCode: 1,
      chave: '+5521998765432',
      tipoChave: 'PHONE',
      nome: 'ANA BEATRIZ SOUZA',
      cidade: 'SAO PAULO',
      valor: 42,
      descricao: null,
      beneficiario: {
        nome: 'Ana Beatriz Souza',
        identificacaoFiscalMascarada: '***.533.447-**',
        instituicao: 'Carteira',
      },
      endToEnd: E2E,
      referenciaInterna: null,
    });
    const target = await processQrCode(code);
    if (target.kind !== 'qr') throw new Error('a code reads as a code');
    expect(target.reading).toEqual({ endToEnd: E2E, qrType: 1, reference: null });

    vi.mocked(bank.call).mockResolvedValueOnce({
      valorOperacao: 42,
      idTransacao: 't1',
      idComprovante: 'c1',
      endToEnd: E2E,
      dataHora: '2026-03-10T12:00:00',
      nomeBeneficiario: 'Ana Beatriz Souza',
      instituicaoBeneficiario: 'Carteira',
    });
    const receipt = await payQrCode({
      pin: '2580',
      amount: centavos(4200),
      reading: target.reading,
      key: target.payee.key,
    });
    expect(bank.call).toHaveBeenLastCalledWith('pix/operacao/enviar-ordem-pagamento-por-qrcode', {
      pin: '2580',
      endToEnd: E2E,
      tipoQRCode: 1,
      chaveEnderecamento: '+5521998765432',
      referenciaInterna: null,
      valorOperacao: 42,
    });
    expect(receipt.endToEnd).toBe(E2E);
  });
});

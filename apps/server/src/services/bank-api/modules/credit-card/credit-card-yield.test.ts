import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRUNO, balanceOf, call, type LoggedIn, login, resultOf } from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { sandboxSelfie } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';

/**
 * Friday 2026-11-20 (a national holiday: no CDI that day), 12:00 in São Paulo. The sandbox CDI is
 * 14,90% a.a. on every working day: 1,00055131 a day at 100% of the CDI.
 */
const START = '2026-11-20T15:00:00Z';
const alive = Buffer.from(sandboxSelfie()).toString('base64');

let t: TestApp;
let bruno: LoggedIn;
const bankCall = (path: string, body: Record<string, unknown> = {}) =>
  call(t.app, path, { chaveDeConta: bruno.accountId, ...body }, bruno.token);
const setClock = async (agora: string) => {
  await t.app.inject({ method: 'POST', url: '/api/sandbox/clock', payload: { agora } });
  bruno = await login(t.app, BRUNO);
};
const position = async () => resultOf(await bankCall('contas/cartao-garantia/posicao'));

beforeAll(async () => {
  t = await createTestApp();
  await setClock(START);
});
afterAll(() => t?.close());

describe('the guarantee yields on the CDI', () => {
  it('earns nothing the day it goes in', async () => {
    resultOf(
      await bankCall('contas/cartao-garantia/contrato-corrente/assinatura', {
        valor: 500,
        pin: BRUNO.pin,
        imagemBase64: alive,
      }),
    );
    expect(await position()).toMatchObject({
      indice: 'CDI',
      percentualIndice: 100,
      valorInvestido: 500,
      rendimento: 0,
      posicaoBruta: 500,
      iof: 0,
      impostoRenda: 0,
      posicaoLiquida: 500,
      taxaIndiceAnual: null,
    });
  });

  it('ten days on (5 business days): IOF takes 66% of the income, income tax 22,5% of the rest', async () => {
    await setClock('2026-11-30T15:00:00Z');
    // 1,00055131^5 = 1,00275959; R$ 500,00 x 0,00275959 = R$ 1,3797 -> R$ 1,37
    // IOF 66% = R$ 0,9042 -> R$ 0,90; IR 22,5% of R$ 0,47 = R$ 0,1057 -> R$ 0,11
    expect(await position()).toMatchObject({
      dataPosicao: '2026-11-30',
      taxaIndiceAnual: 14.9,
      rendimento: 1.37,
      posicaoBruta: 501.37,
      iof: 0.9,
      impostoRenda: 0.11,
      posicaoLiquida: 500.36,
      aplicacoes: [
        { dataAplicacao: '2026-11-20', diasCorridos: 10, valorAplicado: 500, aliquotaImpostoRenda: 22.5 },
      ],
    });
  });

  it('a redemption pays the part back with its income, net of IOF and income tax, through the ledger', async () => {
    const simulated = resultOf(await bankCall('contas/cartao-garantia/simulacao-resgate', { valor: 100 }));
    // R$ 100,00 x 0,00275959 = R$ 0,2759 -> R$ 0,27; IOF 66% = R$ 0,18; IR 22,5% of R$ 0,09 = R$ 0,02
    expect(simulated).toMatchObject({
      permitido: true,
      rendimento: 0.27,
      iof: 0.18,
      impostoRenda: 0.02,
      valorLiquido: 100.07,
    });
    const before = await balanceOf(t.app, bruno);
    const redeemed = resultOf(
      await bankCall('contas/cartao-garantia/solicitar-resgate', {
        valor: 100,
        pin: BRUNO.pin,
        imagemBase64: alive,
      }),
    );
    expect(redeemed).toMatchObject({
      valor: 100,
      rendimento: 0.27,
      iof: 0.18,
      impostoRenda: 0.02,
      valorLiquido: 100.07,
    });
    expect(await balanceOf(t.app, bruno)).toBeCloseTo(before + 100.07, 2);
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });

  it('past 30 days the IOF is gone: R$ 400,00 for 31 days (20 business days)', async () => {
    await setClock('2026-12-21T15:00:00Z');
    // 1,00055131^20 = 1,01108414; R$ 400,00 x 0,01108414 = R$ 4,4336 -> R$ 4,43; IR 22,5% = R$ 0,9967 -> R$ 1,00
    expect(await position()).toMatchObject({
      valorInvestido: 400,
      rendimento: 4.43,
      posicaoBruta: 404.43,
      iof: 0,
      impostoRenda: 1,
      posicaoLiquida: 403.43,
      aplicacoes: [{ dataAplicacao: '2026-11-20', diasCorridos: 31, valorAplicado: 400 }],
    });
  });
});

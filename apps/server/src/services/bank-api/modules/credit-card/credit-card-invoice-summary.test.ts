import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, call, expectError, type LoggedIn, login, resultOf } from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { sandboxSelfie } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';

/** 2026-11-20, 12:00 in São Paulo: due day 10, the open invoice closes 2026-12-03. */
const START = '2026-11-20T15:00:00Z';
const alive = Buffer.from(sandboxSelfie()).toString('base64');

let t: TestApp;
let ana: LoggedIn;
let pan = '';

const bankCall = (path: string, body: Record<string, unknown> = {}) =>
  call(t.app, path, { chaveDeConta: ana.accountId, ...body }, ana.token);
const sandbox = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url: `/api/sandbox/${url}`, ...(payload ? { payload } : {}) });
  return res.json() as { success: boolean; result?: Record<string, unknown>; error?: { code: number } };
};
const setClock = async (agora: string) => {
  await sandbox('POST', 'clock', { agora });
  ana = await login(t.app, ANA);
};
const buy = (valor: number, id: string, moeda?: 'USD') =>
  sandbox('POST', 'credit-card/purchase', {
    numeroCartao: pan,
    valor,
    estabelecimento: moeda ? 'Bookshop NYC' : 'Padaria Pão de Mel',
    idAutorizacao: id,
    ...(moeda ? { moeda } : {}),
  });
const used = async () =>
  resultOf<{ limiteUtilizado: number }>(await bankCall('contas/cartao-garantia/configuracao'))
    .limiteUtilizado;
const balance = async () => resultOf<{ saldo: number }>(await bankCall('conta/consultar-saldo')).saldo;
interface Details {
  faturaId: string;
  statusFatura: string;
  valorFatura: number;
  totalNacional: number;
  totalInternacional: number;
  impostos: number;
  creditoAnterior: number;
  cambio: { moeda: string; cotacao: number; totalMoeda: number } | null;
  itens: { tipo: string; idTipoItem: number; valor: number; compraInternacional: unknown }[];
}
const invoices = async () =>
  resultOf<{ faturas: { faturaId: string; statusFatura: string }[] }>(
    await bankCall('contas/cartao-garantia/faturas', { pagina: 1, porPagina: 50 }),
  ).faturas;
const details = async (faturaId: string | undefined) =>
  resultOf<Details>(await bankCall('contas/cartao-garantia/faturas/detalhes', { faturaId }));

beforeAll(async () => {
  t = await createTestApp();
  await sandbox('POST', 'clock', { agora: START });
  ana = await login(t.app, ANA);
  resultOf(
    await bankCall('contas/cartao-garantia/contrato-corrente/assinatura', {
      valor: 500,
      pin: ANA.pin,
      imagemBase64: alive,
    }),
  );
  pan = String(
    (await sandbox('GET', `credit-card/plastic?chaveDeCliente=${ana.customerId}`)).result?.numeroCartao,
  );
});
afterAll(() => t?.close());

describe('the invoice: national and international totals, exchange, IOF and the previous credit', () => {
  it('a purchase abroad is converted at the day rate and charged 3,5% IOF, once per authorisation', async () => {
    expect((await buy(100, 'nat-1')).success).toBe(true);
    // 20/11: the sandbox dollar is 5,2800 + 20 x 0,0123 = 5,5260; US$ 20,00 = R$ 110,52; IOF 3,5% = R$ 3,87
    const abroad = await buy(20, 'usd-1', 'USD');
    expect(abroad).toMatchObject({ success: true, result: { valor: 110.52 } });
    expect((await buy(20, 'usd-1', 'USD')).success).toBe(true);
    expect((await buy(21, 'usd-1', 'USD')).error?.code).toBe(40044);
    expect(await used()).toBe(214.39);
    const [open] = await invoices();
    const d = await details(open?.faturaId);
    expect(d).toMatchObject({
      valorFatura: 214.39,
      totalNacional: 100,
      totalInternacional: 110.52,
      impostos: 3.87,
      creditoAnterior: 0,
      cambio: { moeda: 'USD', cotacao: 5.526, totalMoeda: 20 },
    });
    expect(d.itens.map((i) => [i.tipo, i.valor, i.compraInternacional])).toEqual([
      ['COMPRA', 100, null],
      ['COMPRA', 110.52, { moeda: 'USD', valorMoeda: 20, cotacao: 5.526 }],
      ['IOF_INTERNACIONAL', 3.87, null],
    ]);
    // beyond the available limit with its IOF, refused: US$ 52,00 = R$ 287,35 + R$ 10,06 > R$ 285,61
    expect((await buy(52, 'usd-2', 'USD')).error?.code).toBe(40093);
    expect(await used()).toBe(214.39);
  });

  it('a closed invoice paid twice: the excess is a previous credit on the open invoice, the rest back to the account', async () => {
    await setClock('2026-12-03T12:00:00Z');
    const [, closed] = await invoices();
    expect(closed?.statusFatura).toBe('FECHADA');
    expect((await buy(50, 'nat-2')).success).toBe(true);
    const faturaId = closed?.faturaId;
    const code = resultOf<{ qrCode: string }>(
      await bankCall('contas/cartao-garantia/faturas/qr-code-pix', { faturaId, valor: 80 }),
    );
    resultOf(
      await bankCall('contas/cartao-garantia/faturas/debito-conta', {
        faturaId,
        valor: 214.39,
        pin: ANA.pin,
      }),
    );
    const before = await balance();
    // the Pix code is paid from outside after the invoice was already paid: R$ 80,00 above what it owed
    expect((await sandbox('POST', 'pix/receive', { qrCode: code.qrCode })).success).toBe(true);
    const [open] = await invoices();
    const d = await details(open?.faturaId);
    // R$ 50,00 is credited to the open invoice (what it owes); R$ 30,00 goes back to the account
    expect(d).toMatchObject({ valorFatura: 0, totalNacional: 50, creditoAnterior: 50, cambio: null });
    expect(d.itens.find((i) => i.tipo === 'CREDITO_ANTERIOR')).toMatchObject({ idTipoItem: 2, valor: 50 });
    expect(await balance()).toBe(before + 30);
    expect(await used()).toBe(0);
    expect((await details(faturaId)).statusFatura).toBe('FECHADA');
  });

  it('bad input changes nothing, and the ledger stays balanced', async () => {
    const bad = await sandbox('POST', 'credit-card/purchase', {
      numeroCartao: pan,
      valor: 10,
      moeda: 'EUR',
      estabelecimento: 'x',
      idAutorizacao: 'eur-1',
    });
    expect(bad.error?.code).toBe(40007);
    expectError(
      await bankCall('contas/cartao-garantia/faturas/detalhes', {
        faturaId: '00000000-0000-4000-8000-000000000000',
      }),
      404,
      40403,
    );
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});

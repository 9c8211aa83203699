import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  balanceOf,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { sandboxSelfie } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/** 2026-11-20, 12:00 in São Paulo. Day 10: closes 12-03, due 12-10. */
const START = '2026-11-20T15:00:00Z';
const alive = Buffer.from(sandboxSelfie()).toString('base64');

let t: TestApp;
let bruno: LoggedIn;
let ana: LoggedIn;

const bankCall = (as: LoggedIn, path: string, body: Record<string, unknown> = {}) =>
  call(t.app, path, { chaveDeConta: as.accountId, ...body }, as.token);
const sandbox = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url: `/api/sandbox/${url}`, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { result?: Record<string, unknown> } };
};
const buy = async (as: LoggedIn, valor: number, id: string) => {
  const plastic = await sandbox('GET', `credit-card/plastic?chaveDeCliente=${as.customerId}`);
  return sandbox('POST', 'credit-card/purchase', {
    numeroCartao: plastic.body.result?.numeroCartao,
    valor,
    estabelecimento: 'Padaria Real',
    idAutorizacao: id,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  await sandbox('POST', 'clock', { agora: START });
  bruno = await login(t.app, BRUNO);
  ana = await login(t.app, ANA);
});
afterAll(() => t?.close());

describe('guaranteed-credit card: contracts, statement, usage, holder settings, analysis, funding by Pix', () => {
  it('the analysis approves a customer without a card, with the range and the balance', async () => {
    const analysis = resultOf(await bankCall(bruno, 'creditoclean/analise-de-credito'));
    expect(analysis).toMatchObject({
      situacao: 'APROVADO',
      modalidade: 'CARTAO_COM_GARANTIA',
      valorMinimoInvestimento: 100,
      valorMaximoInvestimento: 50000,
    });
    expect(analysis.saldoDisponivel).toBe(await balanceOf(t.app, bruno));
    // without a card the card's own paths answer 40406
    expectError(await bankCall(bruno, 'contas/cartao-garantia/contratos'), 404, 40406);
    expectError(await bankCall(bruno, 'contas/cartao-garantia/informacoes-uso'), 404, 40406);
  });

  it('a Pix code funds the account for the guarantee; its status says when it is paid', async () => {
    const before = await balanceOf(t.app, bruno);
    const code = resultOf<{ txid: string; qrCode: string; valor: number }>(
      await bankCall(bruno, 'contas/cartao-garantia/aplicacao/qr-code-pix', { valor: 300 }),
    );
    expect(code.valor).toBe(300);
    const status = (as: LoggedIn) =>
      bankCall(as, 'contas/cartao-garantia/aplicacao/qr-code-pix/situacao', { txid: code.txid });
    expect(resultOf(await status(bruno)).situacao).toBe('ATIVA');
    // another customer's txid is not found, and nothing is told
    expectError(await status(ana), 404, 40403);
    const paid = await sandbox('POST', 'pix/receive', { qrCode: code.qrCode, ispb: '90400001' });
    expect(paid.status).toBe(200);
    const after = resultOf(await status(bruno));
    expect(after.situacao).toBe('CONCLUIDA');
    expect(await balanceOf(t.app, bruno)).toBe(before + 300);
    expect(after.saldoDisponivel).toBe(before + 300);
    // above the product's maximum nothing is issued
    expectError(
      await bankCall(bruno, 'contas/cartao-garantia/aplicacao/qr-code-pix', { valor: 50_000.01 }),
      400,
      40007,
    );
  });

  it('the contract lists each addendum; the statement, usage and holder settings read the card', async () => {
    resultOf(
      await bankCall(bruno, 'contas/cartao-garantia/contrato-corrente/assinatura', {
        valor: 500,
        pin: BRUNO.pin,
        imagemBase64: alive,
      }),
    );
    const addendum = resultOf(
      await bankCall(bruno, 'contas/cartao-garantia/contrato-corrente/aditivo', { valor: 200 }),
    );
    expect(addendum).toMatchObject({ valorAtual: 500, valorAdicional: 200, valorGarantia: 700, limite: 700 });
    expect(addendum.texto).toContain('R$ 700,00');
    expectError(
      await bankCall(bruno, 'contas/cartao-garantia/contrato-corrente/aditivo', { valor: 49_600 }),
      400,
      40007,
    );
    resultOf(
      await bankCall(bruno, 'contas/cartao-garantia/aplicacao', {
        valor: 200,
        pin: BRUNO.pin,
        imagemBase64: alive,
      }),
    );
    resultOf(
      await bankCall(bruno, 'contas/cartao-garantia/solicitar-resgate', {
        valor: 50,
        pin: BRUNO.pin,
        imagemBase64: alive,
      }),
    );
    const { contratos } = resultOf<{ contratos: Record<string, unknown>[] }>(
      await bankCall(bruno, 'contas/cartao-garantia/contratos'),
    );
    expect(contratos).toHaveLength(1);
    expect(contratos[0]).toMatchObject({
      situacao: 'VIGENTE',
      valorGarantiaInicial: 500,
      valorGarantia: 650,
      limite: 650,
      aditivos: [
        { tipo: 'RESGATE', valor: 50, valorGarantia: 650, limite: 650 },
        { tipo: 'APLICACAO', valor: 200, valorGarantia: 700, limite: 700 },
      ],
    });

    expect((await buy(bruno, 120.5, 'usage-1')).status).toBe(200);
    expect((await buy(bruno, 30, 'usage-2')).status).toBe(200);
    const usage = resultOf(await bankCall(bruno, 'contas/cartao-garantia/informacoes-uso'));
    expect(usage).toMatchObject({
      limiteTotal: 650,
      limiteUtilizado: 150.5,
      limiteDisponivel: 499.5,
      percentualUtilizado: 23,
      valorFaturaAtual: 150.5,
      quantidadeComprasFaturaAtual: 2,
      valorComprasFaturaAtual: 150.5,
      saldoParcelamentos: 0,
      dataFechamento: '2026-12-03',
      dataVencimento: '2026-12-10',
    });
    const statement = resultOf<{ temMais: boolean; lancamentos: Record<string, unknown>[] }>(
      await bankCall(bruno, 'contas/cartao-garantia/extrato', { pagina: 1, porPagina: 1 }),
    );
    expect(statement.temMais).toBe(true);
    expect(statement.lancamentos).toMatchObject([{ tipo: 'COMPRA', idTipoItem: 1, valor: 30 }]);
    const second = resultOf<{ temMais: boolean; lancamentos: Record<string, unknown>[] }>(
      await bankCall(bruno, 'contas/cartao-garantia/extrato', { pagina: 2, porPagina: 1 }),
    );
    expect(second).toMatchObject({ temMais: false, lancamentos: [{ tipo: 'COMPRA', valor: 120.5 }] });
    expectError(await bankCall(bruno, 'contas/cartao-garantia/extrato', { porPagina: 51 }), 400, 40007);

    expect(resultOf(await bankCall(bruno, 'creditoclean/configuracoes-portador'))).toMatchObject({
      nomePortador: expect.any(String),
      permiteContactless: expect.any(Boolean),
      debitoAutomatico: false,
      diaVencimentoFatura: 10,
      melhorDiaCompra: 3,
      diasVencimentoFatura: [5, 10, 15, 20, 25],
    });
    expect(resultOf(await bankCall(bruno, 'contas/cartao-garantia/faturas/futuras'))).toEqual({
      faturas: [],
    });
    expect(resultOf(await bankCall(bruno, 'creditoclean/analise-de-credito')).situacao).toBe('CONTRATADO');
  });

  it("another customer's account key answers 40401 and reads nothing", async () => {
    for (const path of [
      'contas/cartao-garantia/contratos',
      'contas/cartao-garantia/extrato',
      'contas/cartao-garantia/informacoes-uso',
      'creditoclean/configuracoes-portador',
      'creditoclean/analise-de-credito',
    ]) {
      expectError(await call(t.app, path, { chaveDeConta: bruno.accountId }, ana.token), 404, 40401);
    }
  });
});

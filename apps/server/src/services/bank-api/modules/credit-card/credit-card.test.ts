import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { sandboxSelfie } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';
import { cycleClause } from './credit-card-contract.service.ts';

/** 2026-11-20, 12:00 in São Paulo: with due day 10 the open invoice closes on 2026-12-03. */
const START = '2026-11-20T15:00:00Z';

let t: TestApp;
let ana: LoggedIn;
const alive = Buffer.from(sandboxSelfie()).toString('base64');
const notAlive = Buffer.from(sandboxSelfie({ alive: false })).toString('base64');

const bankCall = (path: string, body: Record<string, unknown> = {}) =>
  call(t.app, path, { chaveDeConta: ana.accountId, ...body }, ana.token);
const sandbox = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url: `/api/sandbox/${url}`, ...(payload ? { payload } : {}) });
  return res.json() as { success: boolean; result?: Record<string, unknown>; error?: { code: number } };
};
/** Moves the bank's clock (the session expires with a day's move, so Ana logs in again). */
const setClock = async (agora: string) => {
  await sandbox('POST', 'clock', { agora });
  if (ana) ana = await login(t.app, ANA);
};
const balance = async () => resultOf<{ saldo: number }>(await bankCall('conta/consultar-saldo')).saldo;
const config = async () =>
  resultOf<{ limiteTotal: number; limiteUtilizado: number; limiteDisponivel: number; faturaId: string }>(
    await bankCall('contas/cartao-garantia/configuracao'),
  );
let pan = '';
const buy = (valor: number, id: string) =>
  sandbox('POST', 'credit-card/purchase', {
    numeroCartao: pan,
    valor,
    estabelecimento: 'Padaria Pão de Mel',
    idAutorizacao: id,
  });

beforeAll(async () => {
  t = await createTestApp();
  await setClock(START);
  ana = await login(t.app, ANA);
});
afterAll(() => t?.close());

describe('the guaranteed-credit card', () => {
  it('starts not contracted, and refuses a selfie that is not of a live person', async () => {
    expect(resultOf(await bankCall('cartao-garantia/contratacao/situacao')).situacao).toBe('NAO_CONTRATADO');
    const before = await balance();
    expectError(
      await bankCall('contas/cartao-garantia/contrato-corrente/assinatura', {
        valor: 500,
        pin: ANA.pin,
        imagemBase64: notAlive,
      }),
      400,
      40007,
    );
    expect(await balance()).toBe(before);
  });

  it('R$ 500,00 invested becomes a R$ 500,00 limit; the money moves through the ledger', async () => {
    const before = await balance();
    const terms = resultOf<{ texto: string; limite: number }>(
      await bankCall('contas/cartao-garantia/contrato-corrente', { valor: 500 }),
    );
    expect(terms.limite).toBe(500);
    expect(terms.texto).toContain('R$ 500,00');
    // the due day is named as the due day, never as the closing day
    expect(terms.texto).toContain(
      '4. A fatura vence no dia 10 de cada mês e fecha 7 dias antes do vencimento, no dia 3.',
    );
    expect(cycleClause(5)).toBe(
      '4. A fatura vence no dia 5 de cada mês e fecha 7 dias antes do vencimento, no fim do mês anterior.',
    );
    const signed = resultOf<{ statusExecucao: string; limiteTotal: number }>(
      await bankCall('contas/cartao-garantia/contrato-corrente/assinatura', {
        valor: 500,
        pin: ANA.pin,
        imagemBase64: alive,
      }),
    );
    expect(signed).toMatchObject({ statusExecucao: 'FINALIZADA_COM_SUCESSO', limiteTotal: 500 });
    expect(await balance()).toBe(before - 500);
    expect(await config()).toMatchObject({ limiteTotal: 500, limiteUtilizado: 0, limiteDisponivel: 500 });
    expect(resultOf(await bankCall('cartao-garantia/contratacao/situacao')).situacao).toBe('CONTRATADO');
    // The statement names it by its type (translated by the app), not by a Portuguese counterparty name.
    const { itens } = resultOf<{
      itens: { idTipoTransacao: number; nomeContraparte?: string | null; valorBRL: number }[];
    }>(
      await bankCall('conta/consultar-extrato-completo', {
        dataInicio: '2026-11-20',
        dataFim: '2026-11-20',
        pagina: 1,
        tamanhoPagina: 50,
        ordenacao: 0,
      }),
    );
    const invested = itens.find((i) => i.idTipoTransacao === 8001);
    expect(invested).toMatchObject({ valorBRL: 500 });
    expect(invested?.nomeContraparte ?? '').toBe('');
    expectError(
      await bankCall('contas/cartao-garantia/contrato-corrente/assinatura', {
        valor: 500,
        pin: ANA.pin,
        imagemBase64: alive,
      }),
      400,
      40007,
    );
  });

  it('a purchase uses the limit, not the balance; above the available limit it is refused', async () => {
    pan = String(
      (await sandbox('GET', `credit-card/plastic?chaveDeCliente=${ana.customerId}`)).result?.numeroCartao,
    );
    const before = await balance();
    expect((await buy(120.5, 'auth-1')).success).toBe(true);
    expect((await buy(120.5, 'auth-1')).success).toBe(true); // the same authorisation again: one purchase
    expect(await balance()).toBe(before);
    expect(await config()).toMatchObject({ limiteUtilizado: 120.5, limiteDisponivel: 379.5 });
    const refused = await buy(400, 'auth-2');
    expect(refused).toMatchObject({ success: false, error: { code: 40093 } });
    expect(await config()).toMatchObject({ limiteUtilizado: 120.5 });
  });

  it('a redemption that would leave the limit below what is used is refused; the free part is not', async () => {
    const simulated = resultOf(await bankCall('contas/cartao-garantia/simulacao-resgate', { valor: 400 }));
    expect(simulated).toMatchObject({ permitido: false, valorResgatavel: 379.5 });
    expectError(
      await bankCall('contas/cartao-garantia/solicitar-resgate', {
        valor: 400,
        pin: ANA.pin,
        imagemBase64: alive,
      }),
      400,
      17000,
    );
    const before = await balance();
    resultOf(
      await bankCall('contas/cartao-garantia/solicitar-resgate', {
        valor: 79.5,
        pin: ANA.pin,
        imagemBase64: alive,
      }),
    );
    expect(await balance()).toBe(before + 79.5);
    expect(await config()).toMatchObject({ limiteTotal: 420.5, limiteDisponivel: 300 });
    resultOf(
      await bankCall('contas/cartao-garantia/aplicacao', { valor: 79.5, pin: ANA.pin, imagemBase64: alive }),
    );
    expect(await config()).toMatchObject({ limiteTotal: 500, limiteDisponivel: 379.5 });
  });

  it('the invoice closes on its closing day when the clock moves, with its minimum payment', async () => {
    const list = async () =>
      resultOf<{
        faturas: {
          faturaId: string;
          statusFatura: string;
          valorFatura: number;
          valorPagamentoMinimo: number;
          dataVencimento: string;
        }[];
      }>(await bankCall('contas/cartao-garantia/faturas', { pagina: 1, porPagina: 50 })).faturas;
    expect((await list()).map((f) => f.statusFatura)).toEqual(['ABERTA']);
    await setClock('2026-12-03T12:00:00Z');
    const [next, closed] = await list();
    expect(next?.statusFatura).toBe('ABERTA');
    expect(closed).toMatchObject({
      statusFatura: 'FECHADA',
      valorFatura: 120.5,
      valorPagamentoMinimo: 50,
      dataVencimento: '2026-12-10',
    });
    const details = resultOf<{ itens: { idTipoItem: number; descricao: string; valor: number }[] }>(
      await bankCall('contas/cartao-garantia/faturas/detalhes', { faturaId: closed?.faturaId }),
    );
    expect(details.itens).toEqual([
      expect.objectContaining({ idTipoItem: 1, descricao: 'Padaria Pão de Mel', valor: 120.5 }),
    ]);
    expectError(await bankCall('contas/cartao-garantia/faturas', { porPagina: 51 }), 400, 40007);
  });

  it('paid by Pix (by someone at another bank) and by account debit: the limit is freed', async () => {
    const [, closed] = resultOf<{ faturas: { faturaId: string }[] }>(
      await bankCall('contas/cartao-garantia/faturas', {}),
    ).faturas;
    const faturaId = closed?.faturaId;
    const code = resultOf<{ qrCode: string; valor: number }>(
      await bankCall('contas/cartao-garantia/faturas/qr-code-pix', { faturaId, valor: 100 }),
    );
    expect(code.valor).toBe(100);
    expect((await sandbox('POST', 'pix/receive', { qrCode: code.qrCode })).success).toBe(true);
    expect(await config()).toMatchObject({ limiteUtilizado: 20.5, limiteDisponivel: 479.5 });
    expectError(
      await bankCall('contas/cartao-garantia/faturas/debito-conta', { faturaId, valor: 30, pin: ANA.pin }),
      400,
      17000,
    );
    const before = await balance();
    resultOf(
      await bankCall('contas/cartao-garantia/faturas/debito-conta', { faturaId, valor: 20.5, pin: ANA.pin }),
    );
    expect(await balance()).toBe(before - 20.5);
    expect(await config()).toMatchObject({ limiteUtilizado: 0, limiteDisponivel: 500 });
    const paid = resultOf<{ statusPagamento: string; pagamentos: { forma: string }[] }>(
      await bankCall('contas/cartao-garantia/faturas/detalhes', { faturaId }),
    );
    expect(paid.statusPagamento).toBe('INTEGRAL');
    expect(paid.pagamentos.map((p) => p.forma)).toEqual(['PIX', 'DEBITO_CONTA']);
  });

  it('an unpaid rest is carried into the next invoice with interest and IOF after the due date', async () => {
    await buy(200, 'auth-3');
    await setClock('2027-01-03T12:00:00Z'); // the December purchase's invoice closes
    const faturas = async () =>
      resultOf<{ faturas: { faturaId: string; statusFatura: string; valorFatura: number }[] }>(
        await bankCall('contas/cartao-garantia/faturas', {}),
      ).faturas;
    const [, january] = await faturas();
    expect(january).toMatchObject({ statusFatura: 'FECHADA', valorFatura: 200 });
    await bankCall('contas/cartao-garantia/faturas/debito-conta', {
      faturaId: january?.faturaId,
      valor: 50,
      pin: ANA.pin,
    });
    await setClock('2027-01-11T12:00:00Z'); // past the due date of 2027-01-10
    const [open] = await faturas();
    const details = resultOf<{ itens: { tipo: string; valor: number }[] }>(
      await bankCall('contas/cartao-garantia/faturas/detalhes', { faturaId: open?.faturaId }),
    );
    // R$ 150,00 unpaid at the minimum: 6,90% interest and IOF (0,38% + 0,0082% x 30), no late charges
    expect(details.itens.map((i) => [i.tipo, i.valor])).toEqual([
      ['SALDO_ANTERIOR', 150],
      ['JUROS_ROTATIVO', 10.35],
      ['IOF', 0.94],
    ]);
    expect(await config()).toMatchObject({ limiteUtilizado: 161.29 });
  });

  it('paid by a boleto of this bank, paid from outside: applied once and the limit freed', async () => {
    const [open] = resultOf<{ faturas: { faturaId: string; valorPagamentoMinimo: number }[] }>(
      await bankCall('contas/cartao-garantia/faturas', {}),
    ).faturas;
    const faturaId = open?.faturaId;
    const before = await balance();
    expectError(
      await bankCall('contas/cartao-garantia/faturas/boleto', { faturaId, valor: 'x' }),
      400,
      40007,
    );
    expectError(
      await bankCall('contas/cartao-garantia/faturas/boleto', { faturaId, valor: 200 }),
      400,
      17000,
    );
    expectError(await bankCall('contas/cartao-garantia/faturas/boleto', { faturaId, valor: 1 }), 400, 17000);
    const bruno = await login(t.app, BRUNO);
    expectError(
      await call(
        t.app,
        'contas/cartao-garantia/faturas/boleto',
        { chaveDeConta: bruno.accountId, faturaId },
        bruno.token,
      ),
      404,
      40406,
    );
    const boleto = resultOf<{ linhaDigitavel: string; codigoDeBarras: string; valor: number }>(
      await bankCall('contas/cartao-garantia/faturas/boleto', { faturaId }),
    );
    expect(boleto.valor).toBe(161.29);
    expect(boleto.linhaDigitavel).toMatch(/^\d{47}$/);
    expect(await config()).toMatchObject({ limiteUtilizado: 161.29 });
    const paid = await sandbox('POST', 'boleto/pay', { linhaDigitavel: boleto.linhaDigitavel });
    expect(paid.success).toBe(true);
    expect(await sandbox('POST', 'boleto/pay', { linhaDigitavel: boleto.linhaDigitavel })).toMatchObject({
      success: false,
      error: { code: 40141 },
    });
    expect(await config()).toMatchObject({ limiteUtilizado: 0, limiteDisponivel: 500 });
    expect(await config()).toMatchObject({ limiteUtilizado: 0 });
    const details = resultOf<{ statusPagamento: string; pagamentos: { forma: string; valor: number }[] }>(
      await bankCall('contas/cartao-garantia/faturas/detalhes', { faturaId }),
    );
    expect(details.pagamentos).toEqual([expect.objectContaining({ forma: 'BOLETO', valor: 161.29 })]);
    expect(await balance()).toBe(before);
  });

  it('another customer reaches none of it, and the ledger stays balanced', async () => {
    const bruno = await login(t.app, BRUNO);
    const asBruno = (path: string, body: Record<string, unknown> = {}) =>
      call(t.app, path, { chaveDeConta: bruno.accountId, ...body }, bruno.token);
    expectError(await asBruno('contas/cartao-garantia/configuracao'), 404, 40406);
    expectError(
      await call(t.app, 'contas/cartao-garantia/configuracao', { chaveDeConta: ana.accountId }, bruno.token),
      404,
      40401,
    );
    const [invoice] = resultOf<{ faturas: { faturaId: string }[] }>(
      await bankCall('contas/cartao-garantia/faturas', {}),
    ).faturas;
    expectError(
      await asBruno('contas/cartao-garantia/faturas/detalhes', { faturaId: invoice?.faturaId }),
      404,
      40406,
    );
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});

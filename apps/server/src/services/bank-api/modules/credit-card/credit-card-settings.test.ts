import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  balanceOf,
  call,
  DANIEL,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { sandboxSelfie } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';

/** 2026-11-20, 12:00 in São Paulo. Day 10: closes 12-03, due 12-10. Day 25: closes 12-18, due 12-25. */
const START = '2026-11-20T15:00:00Z';
const alive = Buffer.from(sandboxSelfie()).toString('base64');

let t: TestApp;
const who: Record<'bruno' | 'daniel' | 'ana', LoggedIn> = {} as never;
const people = { bruno: BRUNO, daniel: DANIEL, ana: ANA };

const bankCall = (as: LoggedIn, path: string, body: Record<string, unknown> = {}) =>
  call(t.app, path, { chaveDeConta: as.accountId, ...body }, as.token);
const put = (as: LoggedIn, path: string, body: Record<string, unknown>) =>
  t.app.bank.dispatch({
    path,
    method: 'PUT',
    body: { chaveDeIdempotencia: randomUUID(), chaveDeConta: as.accountId, ...body },
    token: as.token,
  });
const sandbox = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url: `/api/sandbox/${url}`, ...(payload ? { payload } : {}) });
  return res.json() as { success: boolean; result?: Record<string, unknown> };
};
/** Moves the bank's clock (the job runs) and logs everyone in again. */
const setClock = async (agora: string) => {
  await sandbox('POST', 'clock', { agora });
  for (const k of Object.keys(people) as (keyof typeof people)[]) who[k] = await login(t.app, people[k]);
};
const config = async (as: LoggedIn) =>
  resultOf<Record<string, unknown>>(await bankCall(as, 'contas/cartao-garantia/configuracao'));
const sign = (as: LoggedIn, valor: number, pin: string) =>
  bankCall(as, 'contas/cartao-garantia/contrato-corrente/assinatura', { valor, pin, imagemBase64: alive });
const buy = async (as: LoggedIn, valor: number, id: string) => {
  const plastic = await sandbox('GET', `credit-card/plastic?chaveDeCliente=${as.customerId}`);
  return sandbox('POST', 'credit-card/purchase', {
    numeroCartao: plastic.result?.numeroCartao,
    valor,
    estabelecimento: 'Mercado Bom Preço',
    idAutorizacao: id,
  });
};
const invoices = async (as: LoggedIn) =>
  resultOf<{ faturas: Record<string, unknown>[] }>(
    await bankCall(as, 'contas/cartao-garantia/faturas', { pagina: 1, porPagina: 50 }),
  ).faturas;

beforeAll(async () => {
  t = await createTestApp();
  await setClock(START);
});
afterAll(() => t?.close());

describe('guaranteed-credit card settings', () => {
  it('a contract whose custody registration is left pending is signed FINALIZADA_COM_ERROS, a success', async () => {
    const before = await balanceOf(t.app, who.bruno);
    const signed = resultOf(await sign(who.bruno, 300.77, BRUNO.pin));
    expect(signed).toMatchObject({
      statusExecucao: 'FINALIZADA_COM_ERROS',
      pendencias: ['REGISTRO_CUSTODIA_GARANTIA'],
      limiteTotal: 300.77,
    });
    expect(await balanceOf(t.app, who.bruno)).toBeCloseTo(before - 300.77, 2);
    expect(resultOf(await bankCall(who.bruno, 'cartao-garantia/contratacao/situacao')).situacao).toBe(
      'CONTRATADO',
    );
    expect(await config(who.bruno)).toMatchObject({ limiteTotal: 300.77, debitoAutomatico: false });
  });

  it('the due day moves the open invoice to the first closing of the new day; bad days change nothing', async () => {
    const moved = resultOf(
      await put(who.bruno, 'contas/cartao-garantia/data-vencimento', { diaVencimentoFatura: 25 }),
    );
    expect(moved).toEqual({
      diaVencimentoFatura: 25,
      melhorDiaCompra: 18,
      dataFechamento: '2026-12-18',
      dataVencimento: '2026-12-25',
    });
    for (const bad of [11, 0, '25', null]) {
      expectError(
        await put(who.bruno, 'contas/cartao-garantia/data-vencimento', { diaVencimentoFatura: bad }),
        400,
        40007,
      );
    }
    expectError(
      await put(who.bruno, 'contas/cartao-garantia/debito-automatico', { debitoAutomatico: 'sim' }),
      400,
      40007,
    );
    expect(await config(who.bruno)).toMatchObject({
      diaVencimentoFatura: 25,
      dataVencimento: '2026-12-25',
      debitoAutomatico: false,
    });
    const list = await invoices(who.bruno);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ statusFatura: 'ABERTA', dataVencimento: '2026-12-25' });
  });

  it('another customer changes none of it', async () => {
    const asAnaOnBruno = { ...who.ana, accountId: who.bruno.accountId };
    for (const answer of [
      await put(asAnaOnBruno, 'contas/cartao-garantia/data-vencimento', { diaVencimentoFatura: 5 }),
      await put(asAnaOnBruno, 'contas/cartao-garantia/debito-automatico', { debitoAutomatico: true }),
    ]) {
      expectError(answer, 404, 40401);
    }
    // Ana holds no card of her own.
    expectError(
      await put(who.ana, 'contas/cartao-garantia/debito-automatico', { debitoAutomatico: true }),
      404,
      40406,
    );
    expect(await config(who.bruno)).toMatchObject({ diaVencimentoFatura: 25, debitoAutomatico: false });
  });

  it('with automatic debit on, the invoice is debited once on its due date and the limit is freed', async () => {
    expect(
      resultOf(await put(who.bruno, 'contas/cartao-garantia/debito-automatico', { debitoAutomatico: true })),
    ).toEqual({ debitoAutomatico: true });
    expect((await buy(who.bruno, 100, 'auto-1')).success).toBe(true);
    await setClock('2026-12-18T12:00:00Z');
    expect((await invoices(who.bruno))[1]).toMatchObject({ statusFatura: 'FECHADA', valorFatura: 100 });
    const before = await balanceOf(t.app, who.bruno);
    await setClock('2026-12-25T12:00:00Z');
    expect(await balanceOf(t.app, who.bruno)).toBeCloseTo(before - 100, 2);
    expect(await config(who.bruno)).toMatchObject({ limiteUtilizado: 0, limiteDisponivel: 300.77 });
    expect((await invoices(who.bruno))[1]).toMatchObject({ statusPagamento: 'INTEGRAL', saldoPendente: 0 });
    await setClock('2026-12-25T20:00:00Z');
    await setClock('2026-12-26T12:00:00Z');
    expect(await balanceOf(t.app, who.bruno)).toBeCloseTo(before - 100, 2);
  });

  it('a short balance debits what the account holds; the rest is carried with its charges', async () => {
    // Daniel holds exactly R$ 100,00: all of it becomes the guarantee, then R$ 30,00 comes back.
    expect(await balanceOf(t.app, who.daniel)).toBeCloseTo(100, 2);
    expect(resultOf(await sign(who.daniel, 100, DANIEL.pin)).statusExecucao).toBe('FINALIZADA_COM_SUCESSO');
    expect((await buy(who.daniel, 50, 'auto-2')).success).toBe(true);
    resultOf(
      await bankCall(who.daniel, 'contas/cartao-garantia/solicitar-resgate', {
        valor: 30,
        pin: DANIEL.pin,
        imagemBase64: alive,
      }),
    );
    expect(await balanceOf(t.app, who.daniel)).toBeCloseTo(30, 2);
    await put(who.daniel, 'contas/cartao-garantia/debito-automatico', { debitoAutomatico: true });
    await setClock('2027-01-03T12:00:00Z'); // day 10: the invoice closes
    await setClock('2027-01-10T12:00:00Z'); // due: R$ 30,00 of R$ 50,00 debited
    expect(await balanceOf(t.app, who.daniel)).toBeCloseTo(0, 2);
    const [, due] = await invoices(who.daniel);
    expect(due).toMatchObject({ valorPago: 30, saldoPendente: 20, statusPagamento: 'ABAIXO_DO_MINIMO' });
    await setClock('2027-01-11T12:00:00Z'); // past due: the R$ 20,00 rest is carried
    const [open] = await invoices(who.daniel);
    expect(Number(open?.valorFatura)).toBeGreaterThan(20);
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});

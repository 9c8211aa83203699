import { randomUUID } from 'node:crypto';
import { invoiceInstalmentPlan } from '@carteira/core/credit-card';
import { centavos } from '@carteira/core/money';
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

/** 2026-11-20 in São Paulo: with due day 10 the open invoice closes on 2026-12-03. */
const START = '2026-11-20T15:00:00Z';

let t: TestApp;
let ana: LoggedIn;
const alive = Buffer.from(sandboxSelfie()).toString('base64');

const bankCall = (path: string, body: Record<string, unknown> = {}) =>
  call(t.app, path, { chaveDeConta: ana.accountId, ...body }, ana.token);
const sandbox = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url: `/api/sandbox/${url}`, ...(payload ? { payload } : {}) });
  return res.json() as { success: boolean; result?: Record<string, unknown>; error?: { code: number } };
};
const setClock = async (agora: string) => {
  await sandbox('POST', 'clock', { agora });
  if (ana) ana = await login(t.app, ANA);
};
const balance = async () => resultOf<{ saldo: number }>(await bankCall('conta/consultar-saldo')).saldo;
interface Plan {
  quantidadeParcelas: number;
  valorParcela: number;
  valorTotal: number;
  valorJuros: number;
  taxaJurosMensal: number;
  valorIof: number;
  valorFinanciado: number;
  valorCreditadoConta: number;
  cetAnual: number;
  parcelas: { numero: number; dataVencimento: string; valor: number }[];
}
const config = async () =>
  resultOf<{
    limiteUtilizado: number;
    limiteDisponivel: number;
    parcelamentos: { quantidadeParcelas: number; parcelasLancadas: number; saldoDevedor: number }[];
  }>(await bankCall('contas/cartao-garantia/configuracao'));
const faturas = async () =>
  resultOf<{
    faturas: {
      faturaId: string;
      statusFatura: string;
      statusPagamento: string | null;
      valorFatura: number;
      saldoPendente: number;
      parcelamento: { quantidadeParcelas: number; valorParcela: number } | null;
    }[];
  }>(await bankCall('contas/cartao-garantia/faturas', {})).faturas;
/**
 * The core's plan for R$ 300,00 in `n`, made on 2026-12-03 for the invoice due 2026-12-10 (the day the
 * plan pays it), with the first instalment due 2027-01-10.
 */
const corePlan = (n: number) =>
  invoiceInstalmentPlan({
    owed: centavos(30_000),
    instalments: n,
    releaseDate: '2026-12-10' as never,
    firstDueDate: '2027-01-10' as never,
  });
const reais = (cents: number) => cents / 100;

let closedId = '';

beforeAll(async () => {
  t = await createTestApp();
  await setClock(START);
  ana = await login(t.app, ANA);
  resultOf(
    await bankCall('contas/cartao-garantia/contrato-corrente/assinatura', {
      valor: 500,
      pin: ANA.pin,
      imagemBase64: alive,
    }),
  );
  const pan = String(
    (await sandbox('GET', `credit-card/plastic?chaveDeCliente=${ana.customerId}`)).result?.numeroCartao,
  );
  const bought = await sandbox('POST', 'credit-card/purchase', {
    numeroCartao: pan,
    valor: 300,
    estabelecimento: 'Loja de Eletro',
    idAutorizacao: 'inst-1',
  });
  expect(bought.success).toBe(true);
});
afterAll(() => t?.close());

describe('a credit-card invoice paid in instalments', () => {
  it('an open invoice is not split; a closed one is quoted in 2 to 12 on the Price table', async () => {
    const [open] = await faturas();
    expectError(
      await bankCall('contas/cartao-garantia/faturas/simulacao-parcelamento', { faturaId: open?.faturaId }),
      400,
      40007,
    );
    await setClock('2026-12-03T12:00:00Z');
    const [, closed] = await faturas();
    expect(closed).toMatchObject({ statusFatura: 'FECHADA', valorFatura: 300 });
    closedId = closed?.faturaId ?? '';
    const quote = resultOf<{ valorOriginal: number; taxaJurosMensal: number; opcoes: Plan[] }>(
      await bankCall('contas/cartao-garantia/faturas/simulacao-parcelamento', { faturaId: closedId }),
    );
    expect(quote.valorOriginal).toBe(300);
    expect(quote.taxaJurosMensal).toBe(4.99);
    expect(quote.opcoes.map((o) => o.quantidadeParcelas)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const three = quote.opcoes[1];
    const core = corePlan(3);
    // The IOF financed into the plan, counted from the invoice's due date (10/12/2026), and the CET with it.
    expect(core.iof.total).toBeGreaterThan(0);
    expect(three).toEqual({
      quantidadeParcelas: 3,
      valorParcela: reais(core.schedule[0]?.payment ?? 0),
      valorTotal: reais(core.total),
      valorJuros: reais(core.interest),
      valorIof: reais(core.iof.total),
      valorFinanciado: reais(30_000 + core.iof.total),
      valorCreditadoConta: 0,
      taxaJurosMensal: 4.99,
      cetAnual: Math.round(core.cet * 10_000) / 100,
      parcelas: core.schedule.map((i) => ({
        numero: i.number,
        dataVencimento: i.dueDate,
        valor: reais(i.payment),
      })),
    });
    expect(three?.parcelas.map((p) => p.dataVencimento)).toEqual(['2027-01-10', '2027-02-10', '2027-03-10']);
    // Above 4,99% a month compounded (79,38% a.a.): the CET counts the IOF.
    expect(three?.cetAnual).toBeGreaterThan(79.38);
  });

  it('bad input is 40007 and a wrong PIN 10007; nothing changes', async () => {
    const before = await config();
    for (const bad of [
      { faturaId: 'x', quantidadeParcelas: 3, pin: ANA.pin },
      { faturaId: closedId, quantidadeParcelas: 1, pin: ANA.pin },
      { faturaId: closedId, quantidadeParcelas: 13, pin: ANA.pin },
      { faturaId: closedId, quantidadeParcelas: 2.5, pin: ANA.pin },
      { faturaId: closedId, quantidadeParcelas: 3, pin: '12' },
    ]) {
      expectError(await bankCall('contas/cartao-garantia/faturas/parcelamento', bad), 400, 40007);
    }
    expectError(
      await bankCall('contas/cartao-garantia/faturas/parcelamento', {
        faturaId: closedId,
        quantidadeParcelas: 3,
        pin: ANA.pin === '0000' ? '1111' : '0000',
      }),
      400,
      10007,
    );
    expect(await config()).toEqual(before);
    expect((await faturas())[1]?.statusPagamento).toBeNull();
  });

  it('another customer reaches nothing', async () => {
    const bruno = await login(t.app, BRUNO);
    for (const path of [
      'contas/cartao-garantia/faturas/simulacao-parcelamento',
      'contas/cartao-garantia/faturas/parcelamento',
    ]) {
      const body = { faturaId: closedId, quantidadeParcelas: 3, pin: BRUNO.pin };
      expectError(
        await call(t.app, path, { chaveDeConta: bruno.accountId, ...body }, bruno.token),
        404,
        40406,
      );
      expectError(await call(t.app, path, { chaveDeConta: ana.accountId, ...body }, bruno.token), 404, 40401);
    }
    expect((await faturas())[1]?.statusPagamento).toBeNull();
  });

  it('split in 3 with the PIN: settled as PARCELADO, no money moves, the limit stays used; once', async () => {
    const before = await balance();
    const key = randomUUID();
    const body = { faturaId: closedId, quantidadeParcelas: 3, pin: ANA.pin, chaveDeIdempotencia: key };
    const first = resultOf<Plan & { statusPagamento: string }>(
      await bankCall('contas/cartao-garantia/faturas/parcelamento', body),
    );
    expect(first).toMatchObject({ statusPagamento: 'PARCELADO', quantidadeParcelas: 3 });
    const again = resultOf(await bankCall('contas/cartao-garantia/faturas/parcelamento', body));
    expect(again).toEqual(first);
    expectError(
      await bankCall('contas/cartao-garantia/faturas/parcelamento', { ...body, quantidadeParcelas: 4 }),
      409,
      40044,
    );
    expectError(
      await bankCall('contas/cartao-garantia/faturas/parcelamento', {
        ...body,
        chaveDeIdempotencia: randomUUID(),
      }),
      400,
      40007,
    );
    expect(await balance()).toBe(before);
    const [, closed] = await faturas();
    expect(closed).toMatchObject({
      statusPagamento: 'PARCELADO',
      saldoPendente: 0,
      parcelamento: { quantidadeParcelas: 3, valorParcela: first.valorParcela },
    });
    // The IOF financed is owed too: the limit used grows by it, and the plan's balance carries it.
    const { principal } = corePlan(3);
    expect(await config()).toMatchObject({
      limiteUtilizado: reais(principal),
      limiteDisponivel: reais(50_000 - principal),
      parcelamentos: [{ quantidadeParcelas: 3, parcelasLancadas: 0, saldoDevedor: reais(principal) }],
    });
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
    // Nothing left to pay on it: a Pix or a debit is refused.
    expectError(
      await bankCall('contas/cartao-garantia/faturas/debito-conta', {
        faturaId: closedId,
        valor: 1,
        pin: ANA.pin,
      }),
      400,
      17000,
    );
  });

  it('the next invoice closes with the first instalment; paying it frees the limit', async () => {
    const { schedule, principal } = corePlan(3);
    const [one] = schedule;
    await setClock('2027-01-03T12:00:00Z');
    const [, january] = await faturas();
    expect(january).toMatchObject({ statusFatura: 'FECHADA', valorFatura: reais(one?.payment ?? 0) });
    const details = resultOf<{ itens: { tipo: string; descricao: string; valor: number }[] }>(
      await bankCall('contas/cartao-garantia/faturas/detalhes', { faturaId: january?.faturaId }),
    );
    expect(details.itens).toEqual([
      expect.objectContaining({
        tipo: 'PARCELA_FATURA',
        descricao: 'Parcela 1/3 da fatura de 10/12/2026',
        valor: reais(one?.payment ?? 0),
      }),
    ]);
    // The instalment's interest is new credit: used grows by it; the amortization was already used.
    expect(await config()).toMatchObject({
      limiteUtilizado: reais(principal + (one?.interest ?? 0)),
      parcelamentos: [{ parcelasLancadas: 1, saldoDevedor: reais(principal - (one?.amortization ?? 0)) }],
    });
    resultOf(
      await bankCall('contas/cartao-garantia/faturas/debito-conta', {
        faturaId: january?.faturaId,
        valor: reais(one?.payment ?? 0),
        pin: ANA.pin,
      }),
    );
    expect(await config()).toMatchObject({ limiteUtilizado: reais(principal - (one?.amortization ?? 0)) });
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });

  it('the plan ends with its third instalment, and the limit is wholly free once paid', async () => {
    const plan = corePlan(3).schedule;
    for (const [month, n] of [
      ['2027-02-03T12:00:00Z', 2],
      ['2027-03-03T12:00:00Z', 3],
    ] as const) {
      await setClock(month);
      const [, closed] = await faturas();
      expect(closed?.valorFatura).toBe(reais(plan[n - 1]?.payment ?? 0));
      resultOf(
        await bankCall('contas/cartao-garantia/faturas/debito-conta', {
          faturaId: closed?.faturaId,
          valor: closed?.valorFatura,
          pin: ANA.pin,
        }),
      );
    }
    expect(await config()).toMatchObject({ limiteUtilizado: 0, limiteDisponivel: 500, parcelamentos: [] });
    await setClock('2027-04-03T12:00:00Z');
    const [, april] = await faturas();
    expect(april?.valorFatura).toBe(0);
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});

describe('a plan whose principal covers one centavo more than owed + IOF', () => {
  it('credits that centavo to the account: the IOF stays exact and nothing is charged unreceived', async () => {
    // The clock is at 2027-04-03 (the previous describe). A purchase of R$ 325,00 goes on the invoice
    // closing 2027-05-03 and due 2027-05-10; in 3 from then, rounding leaves no exact principal.
    const core = invoiceInstalmentPlan({
      owed: centavos(32_500),
      instalments: 3,
      releaseDate: '2027-05-10' as never,
      firstDueDate: '2027-06-10' as never,
    });
    expect(core.surplus).toBe(1);
    let bruno = await login(t.app, BRUNO);
    const bruCall = (path: string, body: Record<string, unknown> = {}) =>
      call(t.app, path, { chaveDeConta: bruno.accountId, ...body }, bruno.token);
    resultOf(
      await bruCall('contas/cartao-garantia/contrato-corrente/assinatura', {
        valor: 500,
        pin: BRUNO.pin,
        imagemBase64: alive,
      }),
    );
    const pan = String(
      (await sandbox('GET', `credit-card/plastic?chaveDeCliente=${bruno.customerId}`)).result?.numeroCartao,
    );
    expect(
      (
        await sandbox('POST', 'credit-card/purchase', {
          numeroCartao: pan,
          valor: 325,
          estabelecimento: 'Loja de Eletro',
          idAutorizacao: 'inst-surplus',
        })
      ).success,
    ).toBe(true);
    await setClock('2027-05-03T12:00:00Z');
    bruno = await login(t.app, BRUNO);
    const [, closed] = resultOf<{ faturas: { faturaId: string; valorFatura: number }[] }>(
      await bruCall('contas/cartao-garantia/faturas', {}),
    ).faturas;
    expect(closed?.valorFatura).toBe(325);
    const saldo = async () => resultOf<{ saldo: number }>(await bruCall('conta/consultar-saldo')).saldo;
    const before = await saldo();
    const plan = resultOf<Plan>(
      await bruCall('contas/cartao-garantia/faturas/parcelamento', {
        faturaId: closed?.faturaId,
        quantidadeParcelas: 3,
        pin: BRUNO.pin,
      }),
    );
    expect(plan).toMatchObject({
      valorIof: reais(core.iof.total),
      valorCreditadoConta: 0.01,
      valorFinanciado: reais(32_500 + core.iof.total + 1),
      valorTotal: reais(core.total),
    });
    expect(Math.round((await saldo()) * 100)).toBe(Math.round(before * 100) + 1);
    const configuration = resultOf<{ limiteUtilizado: number }>(
      await bruCall('contas/cartao-garantia/configuracao'),
    );
    expect(configuration.limiteUtilizado).toBe(reais(core.principal));
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});

describe('a plan paid off early (CDC art. 52 § 2)', () => {
  it('costs the principal not yet billed, all its interest taken off; the limit frees and nothing more is billed', async () => {
    // Bruno's plan of the describe above: 3 instalments, none billed yet (the clock is at 2027-05-03).
    const core = invoiceInstalmentPlan({
      owed: centavos(32_500),
      instalments: 3,
      releaseDate: '2027-05-10' as never,
      firstDueDate: '2027-06-10' as never,
    });
    const bruno = await login(t.app, BRUNO);
    const bruCall = (path: string, body: Record<string, unknown> = {}) =>
      call(t.app, path, { chaveDeConta: bruno.accountId, ...body }, bruno.token);
    const [plan] = resultOf<{ parcelamentos: { idParcelamento: string }[] }>(
      await bruCall('contas/cartao-garantia/configuracao'),
    ).parcelamentos;
    const idParcelamento = plan?.idParcelamento;
    const quote = resultOf(
      await bruCall('contas/cartao-garantia/parcelamentos/simulacao-quitacao', { idParcelamento }),
    );
    expect(quote).toEqual({
      idParcelamento,
      parcelasRestantes: 3,
      valorParcelasRestantes: reais(core.total),
      descontoJuros: reais(core.total - core.principal),
      valorQuitacao: reais(core.principal),
    });
    // another customer's plan is not found; a wrong PIN changes nothing
    ana = await login(t.app, ANA);
    expectError(
      await bankCall('contas/cartao-garantia/parcelamentos/simulacao-quitacao', { idParcelamento }),
      404,
      40403,
    );
    expectError(
      await bruCall('contas/cartao-garantia/parcelamentos/quitacao', { idParcelamento, pin: '0000' }),
      400,
      10007,
    );
    const saldo = async () => resultOf<{ saldo: number }>(await bruCall('conta/consultar-saldo')).saldo;
    const before = await saldo();
    const paid = resultOf(
      await bruCall('contas/cartao-garantia/parcelamentos/quitacao', { idParcelamento, pin: BRUNO.pin }),
    );
    expect(paid).toMatchObject({ parcelasQuitadas: 3, valorQuitacao: reais(core.principal) });
    expect(Math.round((await saldo()) * 100)).toBe(Math.round(before * 100) - core.principal);
    const after = resultOf<{ limiteUtilizado: number; parcelamentos: unknown[] }>(
      await bruCall('contas/cartao-garantia/configuracao'),
    );
    expect(after).toMatchObject({ limiteUtilizado: 0, parcelamentos: [] });
    expect(resultOf(await bruCall('contas/cartao-garantia/faturas/futuras'))).toEqual({ faturas: [] });
    expectError(
      await bruCall('contas/cartao-garantia/parcelamentos/quitacao', { idParcelamento, pin: BRUNO.pin }),
      400,
      40007,
    );
    // the next closing bills no instalment
    await setClock('2027-06-03T12:00:00Z');
    const again = await login(t.app, BRUNO);
    const [, closed] = resultOf<{ faturas: { valorFatura: number }[] }>(
      await call(t.app, 'contas/cartao-garantia/faturas', { chaveDeConta: again.accountId }, again.token),
    ).faturas;
    expect(closed?.valorFatura).toBe(0);
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});

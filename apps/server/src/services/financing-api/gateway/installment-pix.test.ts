import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  balanceOf,
  CARLA,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../test/bank-helpers.ts';
import { api, type Financed, financingLogin, manualClock } from '../../../test/financing-helpers.ts';
import { approvedContracting, SKU, upToDownPayment } from '../../../test/financing-journey-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerAudit } from '../../bank-api/public.ts';

// The bank's clock is pinned: the payable rule (next open or overdue) and the code's expiry read it.
const clock = manualClock('2026-10-05T14:00:00Z');
let t: TestApp;
let ana: Financed;
let bruno: LoggedIn;
let carla: LoggedIn;
let contractId: string;

type Parcela = { valor: number; numParcela: number; statusPagamento: string };
interface PixAnswer {
  idContrato: string;
  numParcela: number;
  valor: number;
  qrCode: string;
  txid: string;
  dataExpiracao: string;
  segundosParaExpirar: number;
}

const codeFor = (who: LoggedIn, numParcela: number, idContrato = contractId) =>
  call(
    t.app,
    'financiamento/mobile/contas/contratos/parcelas/pix',
    { chaveDeConta: who.accountId, idContrato, numParcela, chaveDeIdempotencia: randomUUID() },
    who.token,
  );
const payByCode = (who: LoggedIn, pin: string, qrCode: string, valor?: number) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-qrcode',
    {
      chaveDeConta: who.accountId,
      pin,
      qrCode,
      ...(valor !== undefined ? { valor } : {}),
      chaveDeIdempotencia: randomUUID(),
    },
    who.token,
  );
const fromOutside = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/pix/receive', payload });
const parcels = async () =>
  resultOf<{ parcelas: Parcela[] }>(
    await call(
      t.app,
      'financiamento/mobile/contas/contratos/parcelas',
      { chaveDeConta: ana.accountId, idContrato: contractId },
      ana.token,
    ),
  ).parcelas;
const contracts = async () =>
  resultOf<{ contratos: Array<Record<string, unknown>> }>(
    await call(t.app, 'financiamento/mobile/contas/contratos', { chaveDeConta: ana.accountId }, ana.token),
  ).contratos;
const cents = (reais: number) => Math.round(reais * 100);
const relogin = async () => {
  ana = await financingLogin(t.app, ANA);
  bruno = await login(t.app, BRUNO);
  carla = await login(t.app, CARLA);
};

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ana = await financingLogin(t.app, ANA);
  bruno = await login(t.app, BRUNO);
  carla = await login(t.app, CARLA);
  // Ana's contract in force: the down payment from her balance, then the store's billing (5 s a step).
  const key = await approvedContracting(t.app, ana, clock);
  await upToDownPayment(t.app, ana, key, SKU, clock.now());
  resultOf(
    await call(
      t.app,
      'financiamento/mobile/entrada/debito-em-conta',
      { chaveDeConta: ana.accountId, pin: ANA.pin, chaveContratacao: key, chaveDeIdempotencia: randomUUID() },
      ana.token,
    ),
  );
  clock.advance(10_000);
  const state = await api(t.app, ana, 'GET', `/v1/api/contracting/get-state/${key}`);
  expect(state.body.status).toBe('CONTRATACAO_FINALIZADA');
  contractId = (await contracts())[0]?.idContrato as string;
});
afterAll(() => t.close());

describe('paying an instalment by a Pix code', () => {
  it('refuses bad input (40007), another customer (404) and an instalment not payable yet (409), making no code', async () => {
    expectError(await codeFor(ana, 0), 400, 40007);
    expectError(await codeFor(ana, 1, 'x'), 400, 40007);
    expectError(
      await call(
        t.app,
        'financiamento/mobile/contas/contratos/parcelas/pix',
        {
          chaveDeConta: ana.accountId,
          idContrato: contractId,
          numParcela: '1',
          chaveDeIdempotencia: randomUUID(),
        },
        ana.token,
      ),
      400,
      40007,
    );
    // Bruno with his own account does not reach Ana's contract; with Ana's account, not her account
    expectError(await codeFor(bruno, 1), 404, 40481);
    expectError(
      await call(
        t.app,
        'financiamento/mobile/contas/contratos/parcelas/pix',
        {
          chaveDeConta: ana.accountId,
          idContrato: contractId,
          numParcela: 1,
          chaveDeIdempotencia: randomUUID(),
        },
        bruno.token,
      ),
      404,
      40401,
    );
    expectError(await codeFor(ana, 2), 409, 40980);
    expectError(await codeFor(ana, 19), 404, 40481);
    const made = await t.db.selectFrom('financing_installment_charge').select('txid').execute();
    expect(made).toEqual([]);
  });

  it('a code of exactly the instalment, the same while valid; another customer pays it once, the instalment is paid', async () => {
    const [first] = await parcels();
    if (!first) throw new Error('no instalment');
    const code = resultOf<PixAnswer>(await codeFor(ana, 1));
    expect(code).toMatchObject({
      idContrato: contractId,
      numParcela: 1,
      valor: first.valor,
      segundosParaExpirar: 599,
    });
    expect(code.qrCode).toMatch(/^000201/);
    clock.advance(30_000);
    const again = resultOf<PixAnswer>(await codeFor(ana, 1));
    expect(again).toMatchObject({ qrCode: code.qrCode, txid: code.txid, segundosParaExpirar: 569 });

    const anaBefore = await balanceOf(t.app, ana);
    const brunoBefore = await balanceOf(t.app, bruno);
    // another amount is refused and moves nothing
    expectError(await payByCode(bruno, BRUNO.pin, code.qrCode, first.valor + 0.01), 400, 40007);
    expect(await balanceOf(t.app, bruno)).toBe(brunoBefore);
    expect((await parcels())[0]?.statusPagamento).toBe('EM_ABERTO');

    resultOf(await payByCode(bruno, BRUNO.pin, code.qrCode, first.valor));
    expect(cents(await balanceOf(t.app, bruno))).toBe(cents(brunoBefore) - cents(first.valor));
    const after = await parcels();
    expect(after[0]?.statusPagamento).toBe('PAGA');
    expect(after[1]?.statusPagamento).toBe('EM_ABERTO');
    expect((await contracts())[0]).toMatchObject({ numeroDeParcelasPagas: 1, valorPago: first.valor });
    expect(await balanceOf(t.app, ana)).toBe(anaBefore);

    // a second payment of the same code is refused; the instalment asks for no new code
    expectError(await payByCode(carla, CARLA.pin, code.qrCode), 409, 40078);
    expectError(await codeFor(ana, 1), 409, 40980);
    expect((await contracts())[0]).toMatchObject({ numeroDeParcelasPagas: 1 });
  });

  it('two payers at once: exactly one wins, the other is refused, the instalment is paid once', async () => {
    const second = (await parcels())[1];
    if (!second) throw new Error('no second instalment');
    const code = resultOf<PixAnswer>(await codeFor(ana, 2));
    const before = cents(await balanceOf(t.app, bruno)) + cents(await balanceOf(t.app, carla));
    const answers = await Promise.all([
      payByCode(bruno, BRUNO.pin, code.qrCode),
      payByCode(carla, CARLA.pin, code.qrCode),
    ]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    const refused = answers.find((a) => !a.success);
    if (refused) expectError(refused, 409, 40078);
    const now = cents(await balanceOf(t.app, bruno)) + cents(await balanceOf(t.app, carla));
    expect(now).toBe(before - cents(second.valor));
    expect((await parcels())[1]?.statusPagamento).toBe('PAGA');
    expect((await contracts())[0]).toMatchObject({ numeroDeParcelasPagas: 2 });
    expect(await ledgerAudit(t.db)).toEqual({ mismatched: [], total: 0, negativeCustomerAccounts: 0 });
  });

  it('another institution: another amount and an expired code are refused; a new code is paid', async () => {
    const third = (await parcels())[2];
    if (!third) throw new Error('no third instalment');
    const code = resultOf<PixAnswer>(await codeFor(ana, 3));
    const wrong = await fromOutside({ qrCode: code.qrCode, valor: third.valor - 0.01 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 40007 } });
    clock.advance(600_000);
    await relogin();
    const late = await fromOutside({ qrCode: code.qrCode });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: { code: 40077 } });
    expect((await parcels())[2]?.statusPagamento).toBe('EM_ABERTO');
    const fresh = resultOf<PixAnswer>(await codeFor(ana, 3));
    expect(fresh.txid).not.toBe(code.txid);
    const paid = await fromOutside({ qrCode: fresh.qrCode, ispb: '90400001' });
    expect(paid.statusCode).toBe(200);
    expect((await parcels())[2]?.statusPagamento).toBe('PAGA');
    const states = await t.db
      .selectFrom('financing_installment_charge')
      .select(['txid', 'state'])
      .where('number', '=', 3)
      .execute();
    expect(Object.fromEntries(states.map((s) => [s.txid, s.state]))).toEqual({
      [code.txid]: 'expired',
      [fresh.txid]: 'paid',
    });
  });

  it('a code paid after the balance paid its instalment goes back to the customer; the instalment is paid once', async () => {
    const fourth = (await parcels())[3];
    if (!fourth) throw new Error('no fourth instalment');
    const code = resultOf<PixAnswer>(await codeFor(ana, 4));
    const anaBefore = await balanceOf(t.app, ana);
    resultOf(
      await call(
        t.app,
        'financiamento/mobile/contas/contratos/parcelas/debito-em-conta',
        {
          chaveDeConta: ana.accountId,
          pin: ANA.pin,
          idContrato: contractId,
          numParcela: 4,
          chaveDeIdempotencia: randomUUID(),
        },
        ana.token,
      ),
    );
    resultOf(await payByCode(bruno, BRUNO.pin, code.qrCode));
    expect((await contracts())[0]).toMatchObject({ numeroDeParcelasPagas: 4 });
    // the balance debit stays, the late Pix comes back to Ana (movement 6004)
    expect(await balanceOf(t.app, ana)).toBe(anaBefore);
    await parcels();
    expect(await balanceOf(t.app, ana)).toBe(anaBefore);
  });

  it('the last instalment paid by a code settles the contract (QUITADO)', async () => {
    // Instalments 5 to 17 marked paid directly: what is under test is the last one.
    await t.db
      .updateTable('financing_installment')
      .set({ paid_at: clock.now() })
      .where('contract_id', '=', contractId)
      .where('number', '>=', 5)
      .where('number', '<=', 17)
      .execute();
    const code = resultOf<PixAnswer>(await codeFor(ana, 18));
    const paid = await fromOutside({ qrCode: code.qrCode });
    expect(paid.statusCode).toBe(200);
    expect(await contracts()).toEqual([]);
    const contract = await t.db
      .selectFrom('financing_contract')
      .select('status')
      .where('id', '=', contractId)
      .executeTakeFirstOrThrow();
    expect(contract.status).toBe('QUITADO');
    expectError(await codeFor(ana, 18), 404, 40481);
    expect(await ledgerAudit(t.db)).toEqual({ mismatched: [], total: 0, negativeCustomerAccounts: 0 });
  });
});

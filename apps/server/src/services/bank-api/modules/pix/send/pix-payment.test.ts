import { randomUUID } from 'node:crypto';
import { addDays, todayInSaoPaulo } from '@carteira/core/calendar';
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
  registerEvp,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { asBank } from '../../../../../test/own-tables.ts';
import { receiveSandboxPix } from '../../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';
import { ledgerAudit } from '../../ledger/ledger.repository.ts';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let daniel: LoggedIn;
let brunoKey: string;

const OUTSIDE_KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const balance = (who: LoggedIn) => balanceOf(t.app, who);
const clearing = async () =>
  (
    await t.db
      .selectFrom('account')
      .select('balance')
      .where('code', '=', 'sandbox-clearing')
      .executeTakeFirstOrThrow()
  ).balance;
const movements = async () => (await t.db.selectFrom('movement').select('id').execute()).length;

const pay = (who: LoggedIn, chave: string, valor: number, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-chave',
    { chaveDeConta: who.accountId, pin: ANA.pin, valor, chave, ...extra },
    who.token,
  );

async function statementItem(who: LoggedIn, id: string) {
  const today = todayInSaoPaulo();
  const page = resultOf<{ itens: Array<Record<string, unknown>> }>(
    await call(
      t.app,
      'conta/consultar-extrato-completo',
      { chaveDeConta: who.accountId, dataInicio: addDays(today, -2), dataFim: addDays(today, 1) },
      who.token,
    ),
  );
  return page.itens.find((i) => i.transacaoId === id);
}

const receipt = async (who: LoggedIn, idTransacao: string) =>
  resultOf<Record<string, unknown>>(
    await call(
      t.app,
      'comprovante/consultar-comprovantes-por-id-transacao',
      { chaveDeConta: who.accountId, idTransacao },
      who.token,
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
  daniel = await login(t.app, DANIEL);
  brunoKey = await registerEvp(t.app, bruno);
});
afterAll(async () => t?.close());

describe('pix/operacao/enviar-ordem-pagamento-por-chave', () => {
  it('pays a key of this bank ledger to ledger, with a receipt and a statement line on both sides', async () => {
    const [anaBefore, brunoBefore] = [await balance(ana), await balance(bruno)];
    const done = resultOf<Record<string, string | number>>(
      await pay(ana, brunoKey, 25.5, { descricao: 'Pizza' }),
    );
    expect(done).toMatchObject({
      valorOperacao: 25.5,
      statusOrdem: 'EFETIVADA',
      nomeBeneficiario: BRUNO.nome,
    });
    expect(done.endToEnd).toMatch(/^E99999999\d{12}[A-Za-z0-9]{11}$/);
    expect(String(done.endToEnd)).toHaveLength(32);
    expect(Math.round((anaBefore - (await balance(ana))) * 100)).toBe(2550);
    expect(Math.round(((await balance(bruno)) - brunoBefore) * 100)).toBe(2550);
    for (const [side, natureza, type] of [
      [ana, 'D', 40],
      [bruno, 'C', 30],
    ] as const) {
      expect(await statementItem(side, String(done.idTransacao))).toMatchObject({
        idTipoTransacao: type,
        natureza,
        valorBRL: 25.5,
        possuiComprovante: true,
      });
      expect(await receipt(side, String(done.idTransacao))).toMatchObject({
        comprovanteId: done.idComprovante,
        valor: 25.5,
        descricao: 'Pizza',
        destino: { nome: BRUNO.nome, banco: 'Carteira', conta: BRUNO.conta },
        endToEnd: done.endToEnd,
        chavePix: brunoKey,
      });
    }
  });

  it("pays a sandbox institution's key: the money leaves through the clearing account", async () => {
    const [anaBefore, clearingBefore] = [await balance(ana), await clearing()];
    const done = resultOf<Record<string, string>>(await pay(ana, OUTSIDE_KEY, 10));
    expect(done).toMatchObject({
      nomeBeneficiario: 'Pedro Henrique Santos',
      instituicaoBeneficiario: 'Pagar Fácil IP',
    });
    expect(Math.round((anaBefore - (await balance(ana))) * 100)).toBe(1000);
    expect((await clearing()) - clearingBefore).toBe(1000);
    expect(await receipt(ana, done.idTransacao ?? '')).toMatchObject({
      destino: {
        nome: 'Pedro Henrique Santos',
        banco: 'Pagar Fácil IP',
        identificacaoFiscalMascarada: '***.857.142-**',
      },
    });
    expect(await statementItem(ana, done.idTransacao ?? '')).toMatchObject({
      idTipoTransacao: 40,
      natureza: 'D',
    });
  });

  it('replays a repeated key and answers 40044 when the amount changes', async () => {
    const key = randomUUID();
    const before = await balance(ana);
    const first = await pay(ana, brunoKey, 3, { chaveDeIdempotencia: key });
    const again = await pay(ana, brunoKey, 3, { chaveDeIdempotencia: key });
    expect(again).toEqual(first);
    expect(Math.round((before - (await balance(ana))) * 100)).toBe(300);
    expectError(await pay(ana, brunoKey, 4, { chaveDeIdempotencia: key }), 409, 40044);
    expect(Math.round((before - (await balance(ana))) * 100)).toBe(300);
  });

  it('answers 17000 on an insufficient balance and moves nothing', async () => {
    const before = await movements();
    expectError(await pay(daniel, brunoKey, 100.01, { pin: DANIEL.pin }), 400, 17000);
    expect(await balance(daniel)).toBe(100);
    expect(await movements()).toBe(before);
  });

  it('refuses a wrong PIN, an unknown key, its own key, and bad input (40007), moving nothing', async () => {
    const before = await movements();
    expectError(await pay(ana, brunoKey, 1, { pin: '0000' }), 400, 10007);
    expectError(await pay(ana, 'ninguem@example.com', 1), 404, 40013);
    expectError(await pay(bruno, brunoKey, 1, { pin: BRUNO.pin }), 400, 40010);
    for (const [change, field] of [
      [{ valor: 0 }, 'valor'],
      [{ valor: 1.001 }, 'valor'],
      [{ pin: '12' }, 'pin'],
      [{ chave: 'not a key' }, 'chave'],
      [{ descricao: 'x'.repeat(141) }, 'descricao'],
      [{ chaveDeIdempotencia: 'nope' }, 'chaveDeIdempotencia'],
    ] as const) {
      const answer = await pay(ana, brunoKey, 1, change);
      expectError(answer, 400, 40007);
      if (!answer.success) expect(answer.error.message).toContain(`'${field}'`);
    }
    expect(await movements()).toBe(before);
    // the wrong try above counted; a right PIN resets it
    resultOf(
      await call(t.app, 'conta/validar-pin-conta', { chaveDeConta: ana.accountId, pin: ANA.pin }, ana.token),
    );
  });

  it('receives a Pix from a sandbox institution from the clearing account', async () => {
    const [brunoBefore, clearingBefore] = [await balance(bruno), await clearing()];
    const done = await receiveSandboxPix(t.db, { chave: brunoKey, valor: 4_200, ispb: '90400002' });
    expect(done.endToEnd).toMatch(/^E90400002\d{12}[A-Za-z0-9]{11}$/);
    expect(Math.round(((await balance(bruno)) - brunoBefore) * 100)).toBe(4_200);
    expect(clearingBefore - (await clearing())).toBe(4_200);
    expect(await statementItem(bruno, done.idTransacao)).toMatchObject({
      idTipoTransacao: 30,
      natureza: 'C',
      nomeContraparte: 'Padaria Pão Dourado Ltda',
    });
    expect(await receipt(bruno, done.idTransacao)).toMatchObject({
      pagador: { nome: 'Padaria Pão Dourado Ltda', banco: 'Cooperativa Vale Verde' },
    });
  });

  it('keeps the books balanced', async () => {
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  balanceOf,
  call,
  expectError,
  type LoggedIn,
  login,
  registerEvp,
  resultOf,
  transfer,
} from '../../../../../test/bank-helpers.ts';
import { asBank } from '../../../../../test/own-tables.ts';
import { receiveSandboxPix } from '../../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';
import { ledgerAudit } from '../../ledger/ledger.repository.ts';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let brunoKey: string;

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

/** Ana pays Bruno's key; the id of that Pix. */
async function anaPaysBruno(valor: number): Promise<string> {
  const done = resultOf<{ idTransacao: string }>(
    await call(
      t.app,
      'pix/operacao/enviar-ordem-pagamento-por-chave',
      { chaveDeConta: ana.accountId, pin: ANA.pin, valor, chave: brunoKey },
      ana.token,
    ),
  );
  return done.idTransacao;
}

const giveBack = (idTransacao: string, valor: number, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-devolucao',
    { chaveDeConta: bruno.accountId, pin: BRUNO.pin, idTransacao, valor, motivo: 7, ...extra },
    bruno.token,
  );

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
  brunoKey = await registerEvp(t.app, bruno);
});
afterAll(async () => t?.close());

describe('pix/operacao/enviar-ordem-devolucao', () => {
  it('returns part of a Pix to a Carteira payer, then the rest, and no more (40074)', async () => {
    const id = await anaPaysBruno(10);
    const [anaBefore, brunoBefore] = [await balance(ana), await balance(bruno)];
    const first = resultOf<Record<string, unknown>>(await giveBack(id, 4, { descricao: 'Troco' }));
    expect(first).toMatchObject({
      valorOperacao: 4,
      statusOrdem: 'EFETIVADA',
      idTransacaoOriginal: id,
      motivo: 7,
      valorDevolvido: 4,
      valorDisponivelDevolucao: 6,
    });
    expect(String(first.endToEnd)).toMatch(/^D99999999\d{12}[A-Za-z0-9]{11}$/);
    expectError(await giveBack(id, 6.01), 400, 40074);
    expect(resultOf(await giveBack(id, 6))).toMatchObject({
      valorDevolvido: 10,
      valorDisponivelDevolucao: 0,
    });
    expectError(await giveBack(id, 0.01), 400, 40074);
    expect(Math.round(((await balance(ana)) - anaBefore) * 100)).toBe(1000);
    expect(Math.round((brunoBefore - (await balance(bruno))) * 100)).toBe(1000);
    const receipt = resultOf<Record<string, unknown>>(
      await call(
        t.app,
        'comprovante/consultar-comprovantes-por-id-transacao',
        { chaveDeConta: ana.accountId, idTransacao: first.idTransacao },
        ana.token,
      ),
    );
    expect(receipt).toMatchObject({ motivoTransacao: 'Devolução de Pix', destino: { nome: ANA.nome } });
  });

  it('returns a sandbox institution’s Pix through the clearing account', async () => {
    const received = await receiveSandboxPix(t.db, { chave: brunoKey, valor: 5_000 });
    const before = await clearing();
    resultOf(await giveBack(received.idTransacao, 20));
    expect((await clearing()) - before).toBe(2_000);
  });

  it('holds the total under parallel returns: 10 of R$ 2 on a R$ 10 Pix, exactly 5 pass', async () => {
    const id = await anaPaysBruno(10);
    const answers = await Promise.all(Array.from({ length: 10 }, () => giveBack(id, 2)));
    expect(answers.filter((a) => a.success)).toHaveLength(5);
    for (const a of answers.filter((x) => !x.success)) expectError(a, 400, 40074);
    expectError(await giveBack(id, 0.01), 400, 40074);
  });

  it('replays a repeated key and answers 40044 for a changed body', async () => {
    const id = await anaPaysBruno(3);
    const key = randomUUID();
    const first = await giveBack(id, 1, { chaveDeIdempotencia: key });
    expect(await giveBack(id, 1, { chaveDeIdempotencia: key })).toEqual(first);
    expectError(await giveBack(id, 2, { chaveDeIdempotencia: key }), 409, 40044);
    expect(resultOf(await giveBack(id, 2))).toMatchObject({ valorDisponivelDevolucao: 0 });
  });

  it('refuses what is not a Pix this account received (40075), a wrong PIN and bad input', async () => {
    const id = await anaPaysBruno(1);
    const transferred = resultOf<{ idTransacao: string }>(
      await transfer(t.app, ana, BRUNO, 1, { pin: ANA.pin }),
    ).idTransacao;
    const old = await receiveSandboxPix(t.db, {
      chave: brunoKey,
      valor: 100,
      at: new Date(Date.now() - 91 * 86_400_000),
    });
    const before = await movements();
    expectError(
      await call(
        t.app,
        'pix/operacao/enviar-ordem-devolucao',
        { chaveDeConta: ana.accountId, pin: ANA.pin, idTransacao: id, valor: 1, motivo: 7 },
        ana.token,
      ),
      400,
      40075,
    );
    expectError(await giveBack(transferred, 1), 400, 40075);
    expectError(await giveBack(randomUUID(), 1), 400, 40075);
    expectError(await giveBack(old.idTransacao, 1), 400, 40075);
    expectError(await giveBack(id, 1, { pin: '0000' }), 400, 10007);
    expectError(await giveBack(id, 1, { motivo: 3 }), 400, 40007);
    expectError(await giveBack(id, 0), 400, 40007);
    expect(await movements()).toBe(before);
    resultOf(
      await call(
        t.app,
        'conta/validar-pin-conta',
        { chaveDeConta: bruno.accountId, pin: BRUNO.pin },
        bruno.token,
      ),
    );
  });

  it('keeps the books balanced', async () => {
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});

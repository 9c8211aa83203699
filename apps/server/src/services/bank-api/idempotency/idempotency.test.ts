import { randomUUID } from 'node:crypto';
import { centavos } from '@carteira/core/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, login, resultOf, transfer } from '../../../test/bank-helpers.ts';
import { type FixtureCustomer, openCustomer } from '../../../test/fixtures.ts';
import { asBank } from '../../../test/own-tables.ts';
import { depositFromOutside } from '../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerAudit } from '../modules/ledger/ledger.repository.ts';
import { postMovement } from '../modules/ledger/ledger.service.ts';
import { runIdempotent } from './idempotency.service.ts';
import { canonicalJson, requestHash } from './request-hash.ts';

let t: TestApp;
let payer: FixtureCustomer;
let payee: FixtureCustomer;

const balanceOf = async (who: FixtureCustomer) =>
  (
    await t.db
      .selectFrom('account')
      .select('balance')
      .where('id', '=', who.accountId)
      .executeTakeFirstOrThrow()
  ).balance;
const movementsWithKey = async (key: string) =>
  (await t.db.selectFrom('movement').select('id').where('idempotency_key', '=', key).execute()).length;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  payer = await openCustomer(t, 1_000_000, '1111');
  payee = await openCustomer(t, 0, '2222');
});
afterAll(async () => t?.close());

describe('request hash', () => {
  it('ignores key order, metadados and the key itself, and never holds the PIN in clear', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    const a = requestHash('p', { valor: 1, pin: '1234', metadados: [1], chaveDeIdempotencia: 'x' }, 'pepper');
    const b = requestHash('p', { pin: '1234', valor: 1, metadados: [2], chaveDeIdempotencia: 'y' }, 'pepper');
    expect(a).toBe(b);
    expect(requestHash('p', { valor: 2, pin: '1234' }, 'pepper')).not.toBe(a);
  });
});

describe('idempotent transfer', () => {
  it('a finished request replayed with its key returns the original answer and posts once', async () => {
    const key = randomUUID();
    const before = await balanceOf(payer);
    const first = await transfer(t.app, payer, payee, 10, { pin: payer.pin, key });
    const again = await transfer(t.app, payer, payee, 10, { pin: payer.pin, key });
    resultOf(first);
    expect(again).toEqual(first);
    expect(await movementsWithKey(key)).toBe(1);
    expect(before - (await balanceOf(payer))).toBe(1_000);
  });

  it('50 concurrent requests with one key execute once and all get the same answer', async () => {
    const key = randomUUID();
    const before = await balanceOf(payer);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => transfer(t.app, payer, payee, 7.5, { pin: payer.pin, key })),
    );
    resultOf(answers[0]!);
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(await movementsWithKey(key)).toBe(1);
    expect(before - (await balanceOf(payer))).toBe(750);
  });

  it('the same key with a changed amount answers 409 / 40044 and moves nothing', async () => {
    const key = randomUUID();
    resultOf(await transfer(t.app, payer, payee, 5, { pin: payer.pin, key }));
    const before = await balanceOf(payer);
    expectError(await transfer(t.app, payer, payee, 6, { pin: payer.pin, key }), 409, 40044);
    expect(await balanceOf(payer)).toBe(before);
    expect(await movementsWithKey(key)).toBe(1);
  });

  it('a business refusal is stored: its replay answers the same even after the balance changed', async () => {
    const poor = await openCustomer(t, 1_000, '3333');
    const key = randomUUID();
    const refused = await transfer(t.app, poor, payee, 20, { pin: poor.pin, key });
    expectError(refused, 400, 17000);
    await t.db.transaction().execute((trx) => depositFromOutside(trx, poor.accountId, 10_000));
    expect(await transfer(t.app, poor, payee, 20, { pin: poor.pin, key })).toEqual(refused);
    expect(await balanceOf(poor)).toBe(11_000);
    resultOf(await transfer(t.app, poor, payee, 20, { pin: poor.pin }));
  });

  it('keys are per customer: another customer may use the same key', async () => {
    const key = randomUUID();
    resultOf(await transfer(t.app, payer, payee, 1, { pin: payer.pin, key }));
    resultOf(await transfer(t.app, payee, payer, 1, { pin: payee.pin, key }));
  });

  it('an unexpected failure stores nothing and undoes the work: the key can run again', async () => {
    const claim = { customerId: payer.customerId, key: randomUUID(), path: 'test/path', requestHash: 'h' };
    const before = await balanceOf(payer);
    const boom = runIdempotent(
      asBank(t.db),
      claim,
      async (trx) => {
        await postMovement(trx, {
          kind: 'PIX_ENVIADO',
          typeId: 2001,
          legs: [
            { accountId: payer.accountId, amount: centavos(-100) },
            { accountId: payee.accountId, amount: centavos(100) },
          ],
        });
        throw new Error('crash after the postings');
      },
      () => new Date(),
    );
    await expect(boom).rejects.toThrow('crash after the postings');
    expect(await t.db.selectFrom('idempotency').select('key').where('key', '=', claim.key).execute()).toEqual(
      [],
    );
    expect(await balanceOf(payer)).toBe(before);
    const second = await runIdempotent(
      asBank(t.db),
      claim,
      async () => ({ ok: 1 }),
      () => new Date(),
    );
    expect(second).toEqual({ success: true, status: 200, result: { ok: 1 } });
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});

describe("a payment's session, looked up in its key's claim", () => {
  const keyRows = async (key: string) =>
    (await t.db.selectFrom('idempotency').select('key').where('key', '=', key).execute()).length;
  const badAmount = (token: string, key: string) =>
    call(
      t.app,
      'transferencias/efetuar-transferencia-entre-contas-arbi',
      {
        chaveDeConta: payer.accountId,
        pin: payer.pin,
        valor: -1,
        agenciaDestino: '0001',
        contaDestino: payee.conta,
        chaveDeIdempotencia: key,
      },
      token,
    );

  it('answers 401 / 40100 for a revoked session before anything else, and claims nothing', async () => {
    const session = await login(t.app, payer);
    const key = randomUUID();
    resultOf(await transfer(t.app, session, payee, 1, { pin: payer.pin, key }));
    expectError(await badAmount(session.token, randomUUID()), 400, 40007);
    resultOf(await call(t.app, 'autenticar/desconectar', {}, session.token));

    const before = await balanceOf(payer);
    const fresh = randomUUID();
    expectError(await transfer(t.app, session, payee, 1, { pin: payer.pin, key: fresh }), 401, 40100);
    expect(await keyRows(fresh)).toBe(0);
    // the stored answer of an earlier key is not handed to a revoked session either
    expectError(await transfer(t.app, session, payee, 1, { pin: payer.pin, key }), 401, 40100);
    // an expired session comes before a bad body
    expectError(await badAmount(session.token, randomUUID()), 401, 40100);
    expect(await balanceOf(payer)).toBe(before);
  });
});

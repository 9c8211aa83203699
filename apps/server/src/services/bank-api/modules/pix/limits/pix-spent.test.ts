import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, registerEvp, resultOf } from '../../../../../test/bank-helpers.ts';
import { type FixtureCustomer, openCustomer } from '../../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';

let t: TestApp;
let payer: FixtureCustomer;
let payee: FixtureCustomer;
let payeeKey: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  payer = await openCustomer(t, 3_000, '1470');
  payee = await openCustomer(t, 0, '2581');
  payeeKey = await registerEvp(t.app, payee);
});
afterAll(async () => t?.close());

const pay = (valor: number) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-chave',
    { chaveDeConta: payer.accountId, pin: payer.pin, valor, chave: payeeKey },
    payer.token,
  );

/** The running total and, to compare, the sum of the account's Pix debit postings. */
async function totals(accountId: string) {
  const { rows } = await sql<{ running: string; posted: string }>`
    select (select coalesce(sum(amount), 0) from pix_spent_hour where account_id = ${accountId})::text as running,
           (select coalesce(sum(-p.amount), 0) from posting p join movement m on m.id = p.movement_id
             where p.account_id = ${accountId} and p.amount < 0 and m.kind in ('PIX_ENVIADO', 'PIX_INTERNO'))::text
             as posted`.execute(t.db);
  return { running: Number(rows[0]!.running), posted: Number(rows[0]!.posted) };
}

describe('Pix running totals per hour', () => {
  it('grow with every Pix paid, equal the postings, and a refused payment adds nothing', async () => {
    resultOf(await pay(10));
    resultOf(await pay(5.5));
    expect(await totals(payer.accountId)).toEqual({ running: 1_550, posted: 1_550 });
    expectError(await pay(20), 400, 17000);
    expect(await totals(payer.accountId)).toEqual({ running: 1_550, posted: 1_550 });
    const limits = resultOf<{ limites: { tipoLimite: number; valorUtilizado: number }[] }>(
      await call(t.app, 'limites-cliente/consultar-limites', { chaveDeConta: payer.accountId }, payer.token),
    ).limites;
    expect(limits.find((l) => l.tipoLimite === 1)?.valorUtilizado).toBe(15.5);
    // A transfer is not a Pix: it is not counted.
    const before = await totals(payer.accountId);
    resultOf(
      await call(
        t.app,
        'transferencias/efetuar-transferencia-entre-contas-arbi',
        {
          chaveDeConta: payer.accountId,
          pin: payer.pin,
          valor: 1,
          agenciaDestino: '0001',
          contaDestino: payee.conta,
        },
        payer.token,
      ),
    );
    expect(await totals(payer.accountId)).toEqual(before);
    expect((await totals(payee.accountId)).running).toBe(0);
  });

  it('parallel payments from one account all count, none twice', async () => {
    const from = await openCustomer(t, 100_000, '3692');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(
          t.app,
          'pix/operacao/enviar-ordem-pagamento-por-chave',
          { chaveDeConta: from.accountId, pin: from.pin, valor: 1.25, chave: payeeKey },
          from.token,
        ),
      ),
    );
    expect(answers.every((a) => a.success)).toBe(true);
    expect(await totals(from.accountId)).toEqual({ running: 1_000, posted: 1_000 });
  });
});

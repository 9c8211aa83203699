import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, transfer } from '../../../../test/bank-helpers.ts';
import { type FixtureCustomer, openCustomer } from '../../../../test/fixtures.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { createPrng } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit, lockPinAndAccounts } from './ledger.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const balanceOf = async (who: FixtureCustomer) =>
  (
    await t.db
      .selectFrom('account')
      .select('balance')
      .where('id', '=', who.accountId)
      .executeTakeFirstOrThrow()
  ).balance;

const balancedBooks = { mismatched: [], total: 0, negativeCustomerAccounts: 0 };

describe('the ledger under concurrency', () => {
  it('an account holding R$ 100 hit by 50 parallel R$ 100 debits pays exactly one', async () => {
    const payer = await openCustomer(t, 10_000, '1212');
    const payee = await openCustomer(t, 0, '3434');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => transfer(t.app, payer, payee, 100, { pin: payer.pin })),
    );
    const paid = answers.filter((a) => a.success);
    expect(paid).toHaveLength(1);
    for (const a of answers.filter((x) => !x.success)) expectError(a, 400, 17000);
    expect(await balanceOf(payer)).toBe(0);
    expect(await balanceOf(payee)).toBe(10_000);
    expect(await ledgerAudit(asBank(t.db))).toEqual(balancedBooks);
  });

  it('A-to-B and B-to-A in parallel never deadlock and both complete', async () => {
    const a = await openCustomer(t, 100_000, '5656');
    const b = await openCustomer(t, 100_000, '7878');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? transfer(t.app, a, b, 1, { pin: a.pin }) : transfer(t.app, b, a, 2, { pin: b.pin }),
      ),
    );
    expect(answers.every((x) => x.success)).toBe(true);
    expect(await balanceOf(a)).toBe(100_000 - 10 * 100 + 10 * 200);
    expect(await balanceOf(b)).toBe(100_000 + 10 * 100 - 10 * 200);
  });

  it('200 concurrent transfers among 4 accounts leave the total unchanged and none negative', async () => {
    const people = [
      await openCustomer(t, 50_000, '1001'),
      await openCustomer(t, 20_000, '1002'),
      await openCustomer(t, 5_000, '1003'),
      await openCustomer(t, 1_000, '1004'),
    ];
    const totalBefore = (await Promise.all(people.map(balanceOf))).reduce((s, v) => s + v, 0);
    const rng = createPrng(7);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => {
        const from = rng.pick(people);
        const to = rng.pick(people.filter((p) => p !== from));
        return transfer(t.app, from, to, rng.int(1, 15_000) / 100, { pin: from.pin });
      }),
    );
    for (const a of answers) if (!a.success) expectError(a, 400, 17000);
    expect(answers.some((a) => a.success)).toBe(true);
    const after = await Promise.all(people.map(balanceOf));
    expect(after.reduce((s, v) => s + v, 0)).toBe(totalBefore);
    for (const v of after) expect(v).toBeGreaterThanOrEqual(0);
    expect(await ledgerAudit(asBank(t.db))).toEqual(balancedBooks);
  });
});

describe("a PIN-authorised payment's locks", () => {
  it('come back in one statement: the PIN row, then the accounts in id order', async () => {
    const payer = await openCustomer(t, 1_000, '2323');
    const payee = await openCustomer(t, 0, '2424');
    const locked = await t.db
      .transaction()
      .execute((trx) => lockPinAndAccounts(asBank(trx), payer.accountId, [payer.accountId, payee.accountId]));
    expect(locked.pin).toMatchObject({ failures: 0, pin_hash: expect.any(String) });
    expect(locked.accounts.map((a) => a.id)).toEqual([payer.accountId, payee.accountId].sort());
    expect(locked.accounts[0]).not.toHaveProperty('pin_hash');
    const noPin = await t.db
      .transaction()
      .execute((trx) => lockPinAndAccounts(asBank(trx), 'no-such-account', [payee.accountId]));
    expect(noPin).toEqual({ pin: undefined, accounts: [expect.objectContaining({ id: payee.accountId })] });
  });

  // The order every PIN-authorised payment takes its locks in (PIN row, then accounts), so a payment
  // and, say, a card change of the same customer never hold one each and wait for the other.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'wait for a held PIN row before locking any account',
    async () => {
      const payer = await openCustomer(t, 1_000, '2525');
      const payee = await openCustomer(t, 0, '2626');
      let release = () => {};
      let held = (_pid: number) => {};
      const pinHolder = new Promise<number>((resolve) => {
        held = resolve;
      });
      const holder = t.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('account_pin')
          .select('failures')
          .where('account_id', '=', payer.accountId)
          .forUpdate()
          .execute();
        held((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]?.pid ?? 0);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      const holderPid = await pinHolder;
      const payment = t.db
        .transaction()
        .execute((trx) =>
          lockPinAndAccounts(asBank(trx), payer.accountId, [payer.accountId, payee.accountId]),
        );
      // until the payment's statement waits on the holder
      for (;;) {
        const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where ${holderPid}::int = any(pg_blocking_pids(pid))`.execute(t.db);
        if (waiting.rows[0]?.n === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const lockAccountsNow = sql<{ id: string }>`select id from account
        where id in (${payer.accountId}, ${payee.accountId}) for update nowait`;
      try {
        const free = await t.db.transaction().execute((trx) => lockAccountsNow.execute(trx));
        expect(free.rows).toHaveLength(2);
      } finally {
        release();
      }
      await holder;
      expect((await payment).accounts).toHaveLength(2);
    },
  );
});

import { type Centavos, centavos } from '@carteira/core/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import { type FixtureCustomer, openCustomer } from '../../../../test/fixtures.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { ensureClearingAccount } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { BankError } from '../../bank-errors.ts';
import { newReceipt } from '../account/receipt.repository.ts';
import { LedgerInvariantError } from './ledger.errors.ts';
import { ledgerAudit } from './ledger.repository.ts';
import { postMovement } from './ledger.service.ts';

let t: TestApp;
let a: FixtureCustomer;
let b: FixtureCustomer;
let clearing: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await openCustomer(t, 5_000);
  b = await openCustomer(t, 0);
  clearing = await withTransaction(t.db, (trx) => ensureClearingAccount(trx, new Date()));
});
afterAll(async () => t?.close());

const balanceOf = async (id: string) =>
  (await t.db.selectFrom('account').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance;

/** Plain numbers cast on purpose: the ledger's own guard must refuse what the type would let through. */
const post = (legs: Array<{ accountId: string; amount: number }>) =>
  withTransaction(t.db, (trx) =>
    postMovement(asBank(trx), {
      kind: 'PIX_ENVIADO',
      typeId: 2001,
      legs: legs.map((l) => ({ ...l, amount: l.amount as Centavos })),
    }),
  );

describe('postMovement', () => {
  it('writes one posting per leg and the new balances', async () => {
    const posted = await post([
      { accountId: a.accountId, amount: -1_234 },
      { accountId: b.accountId, amount: 1_234 },
    ]);
    expect([await balanceOf(a.accountId), await balanceOf(b.accountId)]).toEqual([3_766, 1_234]);
    const postings = await t.db
      .selectFrom('posting')
      .select(['account_id', 'amount'])
      .where('movement_id', '=', posted.movementId)
      .execute();
    expect(postings).toHaveLength(2);
    expect(postings.reduce((s, p) => s + p.amount, 0)).toBe(0);
  });

  it('refuses legs that do not sum to zero, zero or fractional amounts, repeated or unknown accounts', async () => {
    await expect(
      post([
        { accountId: a.accountId, amount: -1 },
        { accountId: b.accountId, amount: 2 },
      ]),
    ).rejects.toThrow(LedgerInvariantError);
    await expect(
      post([
        { accountId: a.accountId, amount: 0 },
        { accountId: b.accountId, amount: 0 },
      ]),
    ).rejects.toThrow(LedgerInvariantError);
    await expect(
      post([
        { accountId: a.accountId, amount: -0.5 },
        { accountId: b.accountId, amount: 0.5 },
      ]),
    ).rejects.toThrow(LedgerInvariantError);
    await expect(
      post([
        { accountId: a.accountId, amount: -1 },
        { accountId: a.accountId, amount: 1 },
      ]),
    ).rejects.toThrow(LedgerInvariantError);
    await expect(
      post([
        { accountId: a.accountId, amount: -1 },
        { accountId: 'nope', amount: 1 },
      ]),
    ).rejects.toThrow(LedgerInvariantError);
    await expect(post([{ accountId: a.accountId, amount: -1 }])).rejects.toThrow(LedgerInvariantError);
  });

  it('refuses to take a customer account below zero (17000) and writes nothing', async () => {
    const before = await balanceOf(a.accountId);
    const refusal = post([
      { accountId: a.accountId, amount: -(before + 1) },
      { accountId: b.accountId, amount: before + 1 },
    ]);
    await expect(refusal).rejects.toBeInstanceOf(BankError);
    await expect(refusal).rejects.toMatchObject({ code: 17000 });
    expect(await balanceOf(a.accountId)).toBe(before);
  });

  it("writes the statements alongside in the movement's statement, with its id and time", async () => {
    const at = new Date('2026-11-26T12:00:00.000Z');
    const party = { nome: 'A', identificacaoFiscalMascarada: '', banco: 'Carteira', agencia: '', conta: '' };
    const receipt = newReceipt({
      operation: 'Teste',
      reason: 'alongside',
      amount: 10,
      payer: party,
      destination: party,
      description: null,
    });
    const posted = await withTransaction(t.db, (trx) =>
      postMovement(asBank(trx), {
        kind: 'PIX_ENVIADO',
        typeId: 2001,
        at,
        legs: [
          { accountId: a.accountId, amount: centavos(-10) },
          { accountId: b.accountId, amount: centavos(10) },
        ],
        alongside: (movement) => [receipt.insert(asBank(trx), movement)],
      }),
    );
    const row = await t.db
      .selectFrom('receipt')
      .select(['movement_id', 'authentication', 'created_at'])
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      movement_id: posted.movementId,
      authentication: receipt.authentication,
      created_at: at,
    });
  });

  it('lets the flagged sandbox clearing account go below zero', async () => {
    const before = await balanceOf(clearing);
    await post([
      { accountId: clearing, amount: -(Math.abs(before) + 100) },
      { accountId: b.accountId, amount: Math.abs(before) + 100 },
    ]);
    expect(await balanceOf(clearing)).toBeLessThan(0);
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});

describe('database backstops', () => {
  it('CHECK balance >= 0 refuses a customer account going negative even outside the ledger', async () => {
    await expect(
      t.db
        .updateTable('account')
        .set({ balance: centavos(-1) })
        .where('id', '=', a.accountId)
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db.updateTable('account').set({ allow_negative: true }).where('id', '=', a.accountId).execute(),
    ).rejects.toThrow();
  });

  it('an unbalanced movement cannot commit, whoever writes it', async () => {
    const attempt = withTransaction(t.db, async (trx) => {
      await trx
        .insertInto('movement')
        .values({
          id: 'unbalanced',
          kind: 'X',
          type_id: 1,
          description: null,
          customer_id: null,
          idempotency_key: null,
          created_at: new Date(),
        })
        .execute();
      await trx
        .insertInto('posting')
        .values({
          movement_id: 'unbalanced',
          account_id: b.accountId,
          amount: centavos(1),
          counterparty_name: null,
          description: null,
          created_at: new Date(),
        })
        .execute();
    });
    await expect(attempt).rejects.toThrow();
    expect(await t.db.selectFrom('movement').select('id').where('id', '=', 'unbalanced').execute()).toEqual(
      [],
    );
  });

  it('int8 amounts come back as exact numbers, and unsafe ones are refused', async () => {
    const row = await sql<{ n: number }>`select 9007199254740991::int8 as n`.execute(t.db);
    expect(row.rows[0]?.n).toBe(Number.MAX_SAFE_INTEGER);
    await expect(sql`select 9007199254740993::int8 as n`.execute(t.db)).rejects.toThrow(RangeError);
  });
});

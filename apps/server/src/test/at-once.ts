import { expect } from 'vitest';
import type { BankAnswer } from '../services/bank-api/bank-answer.ts';
import type { FixtureCustomer } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

// Helpers for the tests that pay the same payment at once and step by step (decision 0011) and compare
// what each leaves and answers.

/** A payer and a payee of this bank. */
export interface Parties {
  payer: FixtureCustomer;
  payee: FixtureCustomer;
}

/** Runs `fn` with payments at once on or off (the app's configuration, read at each call). */
export async function withAtOnce<T>(t: TestApp, on: boolean, fn: () => Promise<T>): Promise<T> {
  t.config.paymentsAtOnce = on;
  try {
    return await fn();
  } finally {
    t.config.paymentsAtOnce = true;
  }
}

/** Names the parties' ids, names, accounts and CPFs (as masked) by their role, deeply, dates as text. */
export function byRole(p: Parties, more: Array<[string, string]> = []) {
  const names = new Map<string, string>([
    [p.payer.accountId, 'payer account'],
    [p.payee.accountId, 'payee account'],
    [p.payer.customerId, 'payer'],
    [p.payee.customerId, 'payee'],
    [p.payer.nome, 'payer name'],
    [p.payee.nome, 'payee name'],
    [p.payer.conta, 'payer conta'],
    [p.payee.conta, 'payee conta'],
    ...more,
  ]);
  const masked = (cpf: string) => `${cpf.slice(3, 6)}.${cpf.slice(6, 9)}`;
  const rename = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return (names.get(value) ?? value)
        .replace(masked(p.payer.cpf), 'payer cpf')
        .replace(masked(p.payee.cpf), 'payee cpf');
    }
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v)]));
    }
    return value;
  };
  return rename;
}

/**
 * What a movement left in the ledger, its receipt and its key's stored answer, and both parties'
 * balances, without what differs from payment to payment (ids, the authentication code), parties named
 * by role: two payments that did the same compare equal.
 */
export async function movementLeft(t: TestApp, p: Parties, movementId: string) {
  const movement = await t.db
    .selectFrom('movement')
    .selectAll()
    .where('id', '=', movementId)
    .executeTakeFirstOrThrow();
  const postings = await t.db
    .selectFrom('posting')
    .select(['account_id', 'amount', 'counterparty_name', 'description', 'created_at'])
    .where('movement_id', '=', movementId)
    .orderBy('id')
    .execute();
  const receipt = await t.db
    .selectFrom('receipt')
    .selectAll()
    .where('movement_id', '=', movementId)
    .executeTakeFirstOrThrow();
  const key = await t.db
    .selectFrom('idempotency')
    .select(['path', 'state', 'status', 'answer', 'completed_at'])
    .where('customer_id', '=', p.payer.customerId)
    .where('key', '=', movement.idempotency_key ?? '')
    .executeTakeFirstOrThrow();
  const balances = await t.db
    .selectFrom('account')
    .select(['id', 'balance'])
    .where('id', 'in', [p.payer.accountId, p.payee.accountId])
    .orderBy('balance')
    .execute();
  const { id: _id, idempotency_key: _key, ...movementRest } = movement;
  const { id: receiptId, authentication, ...receiptRest } = receipt;
  const answer = key.answer as { result: Record<string, unknown> };
  expect(answer.result.idTransacao).toBe(movementId);
  expect(answer.result.idComprovante).toBe(receiptId);
  expect(authentication).toMatch(/^[0-9A-F]{4}(\.[0-9A-F]{4}){7}$/);
  const { idTransacao: _t, idComprovante: _r, ...answerRest } = answer.result;
  return {
    movement: movementRest,
    postings,
    receipt: receiptRest,
    key: { ...key, answer: { ...answer, result: answerRest } },
    balances: balances.map((b) => [b.id, Number(b.balance)]),
  };
}

/** The payers' balances and PIN failure counts, in the order of `payers`. */
export async function payersLeft(t: TestApp, payers: readonly FixtureCustomer[]) {
  const rows = await t.db
    .selectFrom('account')
    .innerJoin('account_pin', 'account_pin.account_id', 'account.id')
    .select(['account.id', 'account.balance', 'account_pin.failures'])
    .where(
      'account.id',
      'in',
      payers.map((p) => p.accountId),
    )
    .execute();
  return payers.map((p) => {
    const row = rows.find((r) => r.id === p.accountId);
    return [Number(row?.balance), row?.failures];
  });
}

/**
 * Each refusal made at once and step by step on two new pairs of parties (`parties`, payers holding R$
 * 1.000,00): the same answer both ways, and the same balances, PIN failure counts (one failure after a
 * refusal named 'wrong PIN') and stored keys left. The refusals named in `answeredAtOnce` (the balance's,
 * migration 0067) are counted once at once (`count`), every other none.
 */
export async function expectRefusedAlike<P extends Parties>(
  t: TestApp,
  refusals: ReadonlyArray<[string, (p: P) => Promise<BankAnswer>]>,
  parties: () => Promise<P>,
  count: () => number,
  answeredAtOnce: ReadonlySet<string> = new Set(),
) {
  for (const [name, refuse] of refusals) {
    const [fast, slow] = await Promise.all([parties(), parties()]);
    const before = count();
    const answers = [await refuse(fast), await withAtOnce(t, false, () => refuse(slow))];
    expect(count(), name).toBe(before + (answeredAtOnce.has(name) ? 1 : 0));
    expect(await keysLeft(t, fast.payer), name).toEqual(await keysLeft(t, slow.payer));
    expect(answers[0]?.success, name).toBe(false);
    expect(answers[0], name).toEqual(answers[1]);
    const failures = name === 'wrong PIN' ? 1 : 0;
    expect(await payersLeft(t, [fast.payer, slow.payer]), name).toEqual([
      [100_000, failures],
      [100_000, failures],
    ]);
  }
}

/** A payer's stored keys, without the key itself and the time the row was made. */
async function keysLeft(t: TestApp, payer: FixtureCustomer) {
  return t.db
    .selectFrom('idempotency')
    .select(['path', 'state', 'status', 'answer', 'completed_at'])
    .where('customer_id', '=', payer.customerId)
    .orderBy('completed_at')
    .execute();
}

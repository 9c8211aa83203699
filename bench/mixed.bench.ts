import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { BenchServer } from './bench-server.ts';
import { drawKind } from './day-mix.ts';
import { lcg } from './lcg.ts';
import type { KindResult, LoadKind, LoadMix } from './load-client.ts';
import { figuresOf, type KindFigures, merged } from './movements.bench.ts';
import { onRawConnections } from './raw.bench.ts';
import { RAW_CALLS, type RawContext, type RawCustomer } from './raw-calls.ts';

export interface RawMixedRun {
  perSecond: number;
  /** Every call's figures together. */
  all: KindFigures;
  byKind: Partial<Record<LoadKind, KindFigures>>;
}

/**
 * The mixed load's database work alone: `clients` connections draw call kinds from `mix` as the load's
 * callers do and run each kind's raw SQL (raw-calls.ts) for `seconds`, timing each call by its kind.
 * On PGlite (one connection) the calls run one after another.
 */
export async function runRawMixed(
  server: BenchServer,
  opts: { clients: number; seconds: number; mix: LoadMix; seed: number },
): Promise<RawMixedRun> {
  const owners = await sql<{ id: string; customer_id: string }>`select id, customer_id from account
    where id in (${sql.join(server.customers.map((c) => c.accountId))})`.execute(server.db);
  const customerOf = new Map(owners.rows.map((r) => [r.id, r.customer_id]));
  const customers: RawCustomer[] = server.customers.map((c) => ({
    customerId: customerOf.get(c.accountId) ?? '',
    accountId: c.accountId,
    cpf: c.demo.cpf,
    pixKey: c.pixKey,
  }));
  // raw boletos' barcodes start with 999, no bank's code, so they never meet the load's
  const tag = String(randomInt(1_000_000)).padStart(6, '0');
  let barcodes = 0;
  const ctx: RawContext = {
    clearingAccountId: server.clearingAccountId,
    today: server.today,
    nextBarcode: () => `999${tag}${String(barcodes++).padStart(35, '0')}`,
  };
  const customerAt = (i: number) => customers[i % customers.length] as RawCustomer;
  const next = lcg(opts.seed);
  const byKind = new Map<LoadKind, KindResult>();
  const until = performance.now() + opts.seconds * 1000;
  await onRawConnections(server, opts.clients, async (db) => {
    while (performance.now() < until) {
      const kind = drawKind(opts.mix, next() % 100);
      const fromIndex = next() % customers.length;
      const toIndex = next() % customers.length;
      const call = {
        from: customerAt(fromIndex),
        to: customerAt(toIndex === fromIndex ? toIndex + 1 : toIndex),
        centavos: (next() % 100) + 1,
      };
      const t0 = performance.now();
      const done = await RAW_CALLS[kind](db, call, ctx);
      const mine = byKind.get(kind) ?? { done: 0, refused: 0, times: [] };
      byKind.set(kind, mine);
      mine.times.push(performance.now() - t0);
      mine[done ? 'done' : 'refused']++;
    }
  });
  const every = [...byKind.values()];
  return {
    perSecond: every.reduce((n, r) => n + r.times.length, 0) / opts.seconds,
    all: figuresOf(merged(every)),
    byKind: Object.fromEntries([...byKind].map(([kind, r]) => [kind, figuresOf(r)])),
  };
}

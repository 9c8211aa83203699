import { randomUUID } from 'node:crypto';
import { PGlitePrepared } from '@carteira/server/src/platform/database/pglite-prepared.ts';
import { MOVEMENT_KINDS } from '@carteira/server/src/services/bank-api/modules/ledger/movement-kinds.ts';
import pg from 'pg';
import type { BenchServer } from './bench-server.ts';
import { lcg } from './lcg.ts';

export interface RawRun {
  perSecond: number;
  done: number;
  refused: number;
}

/** A connection that runs statements straight through the driver (named prepared statements). */
export interface Statements {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** What a raw payment writes beyond its movement: its kind, and its own row (Pix, boleto) in the same transaction. */
export interface RawMovement {
  kind: keyof typeof MOVEMENT_KINDS;
  extra?: (db: Statements, movementId: string, at: Date) => Promise<unknown>;
}

const TRANSFER: RawMovement = { kind: 'TRANSFERENCIA_INTERNA' };

/**
 * The SQL of one double-entry payment: 7 statements, BEGIN to COMMIT (lock both accounts, movement, two
 * postings, two balances), plus the payment's own row when `movement.extra` writes one.
 */
export async function rawTransfer(
  db: Statements,
  from: string,
  to: string,
  amount: number,
  movement: RawMovement = TRANSFER,
): Promise<boolean> {
  await db.query('begin');
  try {
    const { rows } = await db.query(
      'select id, balance from account where id = any($1::text[]) order by id for update',
      [[from, to]],
    );
    const source = rows.find((r) => r.id === from);
    if (!source || Number(source.balance) < amount) {
      await db.query('rollback');
      return false;
    }
    const movementId = randomUUID();
    const at = new Date();
    await db.query(
      `insert into movement (id, kind, type_id, description, customer_id, idempotency_key, created_at)
       values ($1, $3, $4, null, null, null, $2)`,
      [movementId, at, movement.kind, MOVEMENT_KINDS[movement.kind].typeId],
    );
    await db.query(
      `insert into posting (movement_id, account_id, amount, counterparty_name, description, created_at)
       values ($1, $2, $3, null, null, $5), ($1, $4, $6, null, null, $5)`,
      [movementId, from, -amount, to, at, amount],
    );
    await db.query('update account set balance = balance - $2 where id = $1', [from, amount]);
    await db.query('update account set balance = balance + $2 where id = $1', [to, amount]);
    await movement.extra?.(db, movementId, at);
    await db.query('commit');
    return true;
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}

const statementTexts = new Map<string, number>();
const statementIds = (text: string) => {
  let id = statementTexts.get(text);
  if (id === undefined) {
    id = statementTexts.size;
    statementTexts.set(text, id);
  }
  return id;
};

/**
 * `clients` connections straight to the server's database, each running `work` until it returns; on
 * PGlite (one connection) one runs after another. Every statement is a named prepared statement,
 * parsed and planned once per connection, as the app's are.
 */
export async function onRawConnections(
  server: BenchServer,
  clients: number,
  work: (db: Statements) => Promise<void>,
): Promise<void> {
  if (server.engine === 'pglite') {
    if (!server.pglite) throw new Error('no PGlite handle');
    // one call into the engine per statement, as the app's are
    await work(new PGlitePrepared(server.pglite));
    return;
  }
  const pool = new pg.Pool({
    connectionString: server.url,
    max: clients,
    ...(server.schema ? { options: `-c search_path=${server.schema}` } : {}),
  });
  try {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        const client = await pool.connect();
        const prepared: Statements = {
          query: (text, values) =>
            values ? client.query({ name: `raw${statementIds(text)}`, text, values }) : client.query(text),
        };
        try {
          await work(prepared);
        } finally {
          client.release();
        }
      }),
    );
  } finally {
    await pool.end();
  }
}

/**
 * The database's own speed for the same work: a 7-statement double-entry transfer (lock both accounts,
 * movement, two postings, two balances) between the same customers' accounts, in the same schema
 * (constraints and the balanced-movement trigger included), straight through the driver, no app. On
 * PostgreSQL `clients` connections; on PGlite (one connection) the transfers run one after another.
 */
export async function runRaw(
  server: BenchServer,
  opts: { clients: number; seconds: number },
): Promise<RawRun> {
  const accounts = server.customers.map((c) => c.accountId);
  const next = lcg(3);
  let done = 0;
  let refused = 0;
  const until = performance.now() + opts.seconds * 1000;
  const pick = () => {
    const a = accounts[next() % accounts.length]!;
    let b = accounts[next() % accounts.length]!;
    if (a === b) b = accounts[(accounts.indexOf(a) + 1) % accounts.length]!;
    return { a, b, amount: (next() % 100) + 1 };
  };
  await onRawConnections(server, opts.clients, async (db) => {
    while (performance.now() < until) {
      const { a, b, amount } = pick();
      if (await rawTransfer(db, a, b, amount)) done++;
      else refused++;
    }
  });
  return { perSecond: (done + refused) / opts.seconds, done, refused };
}

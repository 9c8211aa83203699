import { randomUUID } from 'node:crypto';
import { PGlitePrepared } from '@carteira/server/src/platform/database/pglite-prepared.ts';
import pg from 'pg';
import type { BenchServer } from './bench-server.ts';
import { lcg } from './lcg.ts';

export interface RawRun {
  perSecond: number;
  done: number;
  refused: number;
}

/** The SQL of one double-entry transfer: 7 statements, BEGIN to COMMIT. */
interface Statements {
  query(text: string, values?: unknown[]): Promise<{ rows: { id: string; balance: string | number }[] }>;
}

async function rawTransfer(db: Statements, from: string, to: string, amount: number): Promise<boolean> {
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
    const movement = randomUUID();
    const at = new Date();
    await db.query(
      `insert into movement (id, kind, type_id, description, customer_id, idempotency_key, created_at)
       values ($1, 'TRANSFERENCIA_INTERNA', 1001, null, null, null, $2)`,
      [movement, at],
    );
    await db.query(
      `insert into posting (movement_id, account_id, amount, counterparty_name, description, created_at)
       values ($1, $2, $3, null, null, $5), ($1, $4, $6, null, null, $5)`,
      [movement, from, -amount, to, at, amount],
    );
    await db.query('update account set balance = balance - $2 where id = $1', [from, amount]);
    await db.query('update account set balance = balance + $2 where id = $1', [to, amount]);
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
  if (server.engine === 'pglite') {
    if (!server.pglite) throw new Error('no PGlite handle');
    // Named prepared statements, one call into the engine per statement, as the app's are.
    const db = new PGlitePrepared(server.pglite);
    while (performance.now() < until) {
      const { a, b, amount } = pick();
      if (await rawTransfer(db, a, b, amount)) done++;
      else refused++;
    }
  } else {
    const pool = new pg.Pool({
      connectionString: server.url,
      max: opts.clients,
      ...(server.schema ? { options: `-c search_path=${server.schema}` } : {}),
    });
    await Promise.all(
      Array.from({ length: opts.clients }, async () => {
        const client = await pool.connect();
        // Named prepared statements, parsed and planned once per connection, as the app's are.
        const prepared: Statements = {
          query: (text, values) =>
            values ? client.query({ name: `raw${statementIds(text)}`, text, values }) : client.query(text),
        };
        try {
          while (performance.now() < until) {
            const { a, b, amount } = pick();
            if (await rawTransfer(prepared, a, b, amount)) done++;
            else refused++;
          }
        } finally {
          client.release();
        }
      }),
    );
    await pool.end();
  }
  return { perSecond: (done + refused) / opts.seconds, done, refused };
}

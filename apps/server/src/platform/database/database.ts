import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { INT8_OID, parseInt8 } from './int8.ts';
import { PGlitePool } from './pglite-pool.ts';
import {
  BEGIN_STATEMENT,
  COMMIT_STATEMENT,
  StatementAtTransactionEdge,
  WITH_COMMIT,
} from './transaction-edges.ts';

export type Engine = 'pglite' | 'postgres';

/** An open database; DB is the composition of tables the caller sees (src/tables.ts for the server). */
export interface DatabaseHandle<DB = unknown> {
  db: Kysely<DB>;
  engine: Engine;
  /** The schema the tables live in when not the default one (tests on PostgreSQL). */
  schema: string | undefined;
  /** The embedded engine itself, when it is the one in use (to dump a test template). */
  pglite: PGlite | undefined;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://... ; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string | undefined;
  /** PostgreSQL only: the schema to create (if needed) and put first on the search_path. */
  schema?: string | undefined;
  /** PostgreSQL only: pool size. */
  poolSize?: number;
  /** PGlite only: start from this data directory dump instead of an empty cluster (tests). */
  template?: Blob | undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase<DB>(options: OpenOptions): Promise<DatabaseHandle<DB>> {
  if (options.url) return openPostgres(options.url, options.schema, options.poolSize ?? 10);
  return openPGlite(options.dataDir ?? 'memory://', options.template);
}

async function openPGlite<DB>(dataDir: string, template: Blob | undefined): Promise<DatabaseHandle<DB>> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    parsers: { [INT8_OID]: parseInt8 },
    ...(template ? { loadDataDir: template } : {}),
  });
  const pool = new PGlitePool(pglite);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'pglite', schema: undefined, pglite, close: () => db.destroy() };
}

async function openPostgres<DB>(
  url: string,
  schema: string | undefined,
  max: number,
): Promise<DatabaseHandle<DB>> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error('invalid schema name');
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists "${schema}"`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? parseInt8
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('connect', (client) => preparedByText(client));
  // a connection goes back to the pool with nothing of a transaction held back
  pool.on('release', (_err: unknown, client: pg.PoolClient) => transactions.delete(client));
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Nothing to do here.
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', schema, pglite: undefined, close: () => db.destroy() };
}

const statementNames = new Map<string, string>();
let namesGiven = 0;
/** Past this many distinct statements, a new text runs unnamed (parsed and planned each time). */
const MAX_NAMED_STATEMENTS = 2000;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `k${namesGiven++}`;
    statementNames.set(text, name);
  }
  return name;
}

/** PostgreSQL's "cached plan must not change result type": a table the statement reads changed shape. */
const PLAN_CHANGED_TYPE = '0A000';

type QueryResult = { command: string; rowCount: number | null; rows: unknown[]; fields: unknown[] };
type Query = (...args: unknown[]) => Promise<QueryResult>;
type Statement = { name: string; text: string; values: unknown[] };

/** A connection's open transaction: its BEGIN not sent yet, a last statement held for its COMMIT. */
interface HeldBack {
  beginPending: boolean;
  held: Statement | undefined;
}
const transactions = new WeakMap<pg.PoolClient, HeldBack>();

const nothingSent = (command: string): Promise<QueryResult> =>
  Promise.resolve({ command, rowCount: null, rows: [], fields: [] });

function prepared(client: pg.PoolClient, name: string): boolean {
  const { connection } = client as unknown as { connection: { parsedStatements: Record<string, string> } };
  return connection.parsedStatements[name] === name;
}

/**
 * Every parameterised statement runs as a named prepared statement of its connection, keyed by its
 * text: PostgreSQL parses and plans it once per connection instead of on every call. When a migration
 * changes the shape of a table under a prepared `select *` (another server migrating, say), that
 * call fails once, and the text gets a new name, so every connection prepares it afresh.
 *
 * A transaction's edges cost no round trip of their own (decision 0011): its BEGIN (prepared by the
 * connection's first transaction) waits and goes out in one write with its first parameterised
 * statement, and a last statement marked WITH_COMMIT waits and goes out in one write with its COMMIT
 * (StatementAtTransactionEdge). Before a statement of another kind, what waits is sent first, on its
 * own; a transaction that sent nothing ends without a word to the server.
 */
function preparedByText(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const run = (statement: Statement, edges: { begin: boolean; commit: boolean }): Promise<QueryResult> => {
    const sent =
      edges.begin || edges.commit
        ? new Promise<QueryResult>((resolve, reject) => {
            query(
              new StatementAtTransactionEdge(statement, edges, (err, res) =>
                err ? reject(err) : resolve(res as QueryResult),
              ),
            );
          })
        : query(statement);
    return sent.catch((err: unknown) => {
      const { text, name } = statement;
      if ((err as { code?: unknown }).code === PLAN_CHANGED_TYPE && statementNames.get(text) === name) {
        statementNames.delete(text);
      }
      throw err;
    });
  };
  const edge = (name: string) => ({ name, text: name, values: [] });
  const send = (text: string, values: unknown, begin: boolean): Promise<QueryResult> => {
    const name = Array.isArray(values) && values.length > 0 ? statementName(text) : undefined;
    if (name !== undefined) return run({ name, text, values: values as unknown[] }, { begin, commit: false });
    if (!begin) return query(text, values);
    return query(edge(BEGIN_STATEMENT)).then(() => query(text, values));
  };
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    const open = transactions.get(client);
    if (typeof text !== 'string' || callback !== undefined) {
      // Kysely sends text with a promise; anything else would pass what is held back
      if (open) throw new Error('a transaction must send its statements as text');
      return query(text, values, callback);
    }
    if (!open) {
      if (text !== 'begin') return send(text, values, false);
      if (!prepared(client, BEGIN_STATEMENT)) {
        return query(edge(BEGIN_STATEMENT)).then((result) => {
          transactions.set(client, { beginPending: false, held: undefined });
          return result;
        });
      }
      transactions.set(client, { beginPending: true, held: undefined });
      return nothingSent('BEGIN');
    }
    const { beginPending: begin, held } = open;
    if (text === 'commit' || text === 'rollback') {
      transactions.delete(client);
      if (begin && (held === undefined || text === 'rollback')) return nothingSent(text.toUpperCase());
      if (text === 'rollback' || held === undefined) return send(text, values, false);
      if (!prepared(client, COMMIT_STATEMENT)) {
        return run(held, { begin, commit: false }).then(() => query(edge(COMMIT_STATEMENT)));
      }
      return run(held, { begin, commit: true });
    }
    open.beginPending = false;
    open.held = undefined;
    if (held) {
      // a statement after the one held for the commit: the held one goes first, on its own
      return run(held, { begin, commit: false }).then(() => (client.query as Query)(text, values));
    }
    const name = text.startsWith(WITH_COMMIT) && Array.isArray(values) ? statementName(text) : undefined;
    if (name === undefined) return send(text, values, begin);
    open.beginPending = begin;
    open.held = { name, text, values: values as unknown[] };
    return nothingSent('HELD');
  };
}

/** Drops a test schema and everything in it (PostgreSQL tests only). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error('invalid schema name');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await admin.end();
  }
}

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { INT8_OID, parseInt8 } from './int8.ts';
import { PGlitePool } from './pglite-pool.ts';
import {
  type Answer,
  BEGIN_STATEMENT,
  COMMIT_STATEMENT,
  type HeldBack,
  type PreparedStatement,
  READ_AHEAD,
  type Statement,
  StatementAfterHeld,
  WITH_NEXT,
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
  /** PostgreSQL only: the pool's connections now (for the metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
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
  /**
   * PostgreSQL only: session settings for every connection (tests pass `synchronous_commit: 'off'`: a
   * throwaway schema needs no wait for the disk at each commit; what a transaction sees is the same).
   */
  settings?: Record<string, string>;
  /** PGlite only: start from this data directory dump instead of an empty cluster (tests). */
  template?: Blob | undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const SETTING = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase<DB>(options: OpenOptions): Promise<DatabaseHandle<DB>> {
  if (options.url) return openPostgres(options.url, options.schema, options.poolSize ?? 10, options.settings);
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
  settings: Record<string, string> = {},
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
  const startup = Object.entries({ ...(schema ? { search_path: schema } : {}), ...settings });
  for (const [name, value] of startup) {
    if (!SETTING.test(name) || !SETTING.test(value)) throw new Error(`invalid setting ${name}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(startup.length > 0
      ? { options: startup.map(([name, value]) => `-c ${name}=${value}`).join(' ') }
      : {}),
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
  return {
    db,
    engine: 'postgres',
    schema,
    pglite: undefined,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
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

type QueryResult = Answer;
type Query = (...args: unknown[]) => Promise<QueryResult>;

/** A connection's open transaction: what it holds back, and the answer of a read sent ahead. */
interface OpenTransaction extends HeldBack {
  answered?: { statement: Statement; answer: Answer } | undefined;
}
/** Each connection's open transaction (StatementAfterHeld). */
const transactions = new WeakMap<pg.PoolClient, OpenTransaction>();

/** The same text with the same values: a read told ahead is the one now sent. */
function sameStatement(a: Statement, b: Statement): boolean {
  return (
    a.text === b.text &&
    a.values.length === b.values.length &&
    a.values.every((v, i) => {
      const w = b.values[i];
      return v === w || (v instanceof Date && w instanceof Date && v.getTime() === w.getTime());
    })
  );
}

const nothingSent = (command: string): Promise<QueryResult> =>
  Promise.resolve({ command, rowCount: null, rows: [], fields: [] });

function prepared(client: pg.PoolClient, statement: Statement): statement is PreparedStatement {
  const { connection } = client as unknown as { connection: { parsedStatements: Record<string, string> } };
  return statement.name !== undefined && connection.parsedStatements[statement.name] === statement.text;
}

/**
 * Every parameterised statement runs as a named prepared statement of its connection, keyed by its
 * text: PostgreSQL parses and plans it once per connection instead of on every call. When a migration
 * changes the shape of a table under a prepared `select *` (another server migrating, say), that
 * call fails once, and the text gets a new name, so every connection prepares it afresh.
 *
 * A transaction's round trips carry work only (decision 0011): its BEGIN (prepared by the connection's
 * first transaction) waits, and so does a statement marked WITH_NEXT once the connection has it
 * prepared; what waits goes out in one write with the transaction's next parameterised statement or
 * its COMMIT (StatementAfterHeld). A read told ahead (READ_AHEAD) goes out in the same write right
 * after that next statement, and its answer is kept for the read itself when it is the statement sent
 * right after. Before a statement of another kind, what waits is sent first, on its own, and a read
 * told ahead is dropped; a transaction that sent nothing ends without a word to the server.
 */
function preparedByText(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const run = (statement: Statement, held: HeldBack): Promise<QueryResult> => {
    const sent =
      held.begin || held.statements.length > 0 || held.ahead
        ? new Promise<QueryResult>((resolve, reject) => {
            const sending = new StatementAfterHeld(statement, held, (err, res) => {
              if (err) return reject(err);
              const ahead = sending.aheadAnswer;
              const open = transactions.get(client);
              if (held.ahead && ahead && open) open.answered = { statement: held.ahead, answer: ahead };
              resolve(res as QueryResult);
            });
            query(sending);
          })
        : query(statement);
    return sent.catch((err: unknown) => {
      if ((err as { code?: unknown }).code === PLAN_CHANGED_TYPE) {
        // the error may be any of the statements sent together: each is prepared afresh
        for (const { text, name } of [...held.statements, statement, ...(held.ahead ? [held.ahead] : [])]) {
          if (statementNames.get(text) === name) statementNames.delete(text);
        }
      }
      throw err;
    });
  };
  const edge = (name: string): PreparedStatement => ({ name, text: name, values: [] });
  /** Sends what the transaction holds back, on its own (before a statement that cannot carry it). */
  const flush = (held: HeldBack): Promise<unknown> => {
    const last = held.statements.at(-1);
    if (last) return run(last, { begin: held.begin, statements: held.statements.slice(0, -1) });
    return held.begin ? query(edge(BEGIN_STATEMENT)) : Promise.resolve();
  };
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    const open = transactions.get(client);
    if (typeof text !== 'string' || callback !== undefined) {
      // Kysely sends text with a promise; anything else would pass what is held back
      if (open) throw new Error('a transaction must send its statements as text');
      return query(text, values, callback);
    }
    const toldAhead = text.startsWith(READ_AHEAD);
    if (toldAhead && !open) return nothingSent('AHEAD');
    const parameterised = Array.isArray(values) && values.length > 0;
    // a read told ahead goes out under the text it is later sent with
    const own = toldAhead ? text.slice(READ_AHEAD.length) : text;
    const statement: Statement = {
      name: parameterised ? statementName(own) : undefined,
      text: own,
      values: parameterised ? (values as unknown[]) : [],
    };
    if (!open) {
      if (text !== 'begin') return parameterised ? run(statement, NOTHING_HELD) : query(text, values);
      if (!prepared(client, edge(BEGIN_STATEMENT))) {
        return query(edge(BEGIN_STATEMENT)).then((result) => {
          transactions.set(client, { begin: false, statements: [] });
          return result;
        });
      }
      transactions.set(client, { begin: true, statements: [] });
      return nothingSent('BEGIN');
    }
    const { answered } = open;
    open.answered = undefined;
    if (toldAhead) {
      // told ahead before its connection has it prepared, it is sent when it comes, and prepared then
      if (open.ahead === undefined && prepared(client, statement)) open.ahead = statement;
      return nothingSent('AHEAD');
    }
    if (answered && sameStatement(answered.statement, statement)) return Promise.resolve(answered.answer);
    const nothingHeld = !open.begin && open.statements.length === 0;
    if (text === 'commit' || text === 'rollback') {
      transactions.delete(client);
      if (open.begin && (open.statements.length === 0 || text === 'rollback')) {
        return nothingSent(text.toUpperCase());
      }
      if (text === 'rollback' || nothingHeld) return query(text, values);
      return run(edge(COMMIT_STATEMENT), { begin: open.begin, statements: open.statements });
    }
    if (text.startsWith(WITH_NEXT) && prepared(client, statement)) {
      open.statements.push(statement);
      return nothingSent('HELD');
    }
    transactions.set(client, { begin: false, statements: [] });
    if (parameterised) return run(statement, open);
    // a read told ahead goes only with a parameterised statement: it is sent when it comes
    return nothingHeld ? query(text, values) : flush(open).then(() => query(text, values));
  };
}

const NOTHING_HELD: HeldBack = { begin: false, statements: [] };

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

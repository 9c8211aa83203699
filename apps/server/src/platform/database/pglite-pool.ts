import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { Mutex } from './mutex.ts';
import { PGlitePrepared } from './pglite-prepared.ts';
import { READ_AHEAD } from './transaction-edges.ts';

type Command = PostgresQueryResult<unknown>['command'];
const COMMANDS = new Set<string>(['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE']);

/**
 * A pool-shaped view of PGlite for Kysely's PostgresDialect. PGlite is one connection, so the pool
 * hands it out under a mutex: a transaction keeps it from BEGIN until release, and every other caller
 * waits in line. Writes are therefore serialised on PGlite (the embedded, one-machine engine).
 * Inside a transaction, use only the transaction object: asking the pool again would wait forever.
 */
export class PGlitePool implements PostgresPool {
  readonly #mutex = new Mutex();
  readonly #statements: PGlitePrepared;
  #ended = false;

  constructor(readonly pglite: PGlite) {
    this.#statements = new PGlitePrepared(pglite);
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.#ended) throw new Error('database closed');
    const release = await this.#mutex.acquire();
    const statements = this.#statements;
    const client = {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        // nothing goes ahead here (one call into the engine in this thread): the read runs when sent
        if (sql.startsWith(READ_AHEAD)) return { command: 'SELECT', rowCount: 0, rows: [] };
        const result = await statements.query<R>(sql, [...parameters]);
        const command = (result.command ?? '').toUpperCase();
        return {
          command: (COMMANDS.has(command) ? command : 'SELECT') as Command,
          rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release,
    };
    return client as PostgresPoolClient;
  }

  /** Waits for the current holder, then closes PGlite. */
  async end(): Promise<void> {
    if (this.#ended) return;
    const release = await this.#mutex.acquire();
    this.#ended = true;
    try {
      await this.pglite.close();
    } finally {
      release();
    }
  }
}

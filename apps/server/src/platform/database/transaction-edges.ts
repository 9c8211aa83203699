import type { Compilable, Kysely } from 'kysely';
import pg from 'pg';

/** The names BEGIN and COMMIT are prepared under on each connection (statement names from text are k<n>). */
export const BEGIN_STATEMENT = 'begin';
export const COMMIT_STATEMENT = 'commit';

/**
 * Marks a statement whose result nobody reads as the last of its transaction (the stored answer of an
 * idempotent call): on PostgreSQL it waits and goes out in one write with the COMMIT. Elsewhere it is
 * a comment and the statement runs at once.
 */
export const WITH_COMMIT = '/* with commit */ ';

type Wire = {
  bind(config: { statement: string; portal: string; values: unknown[] }): void;
  execute(config: { portal: string; rows?: number | undefined }): void;
  sync(): void;
};
const base = pg.Query.prototype as unknown as {
  prepare(this: pg.Query, c: pg.Connection): void;
  handleCommandComplete(this: pg.Query, m: unknown, c: pg.Connection): void;
};

/**
 * A parameterised statement sent in one write with its transaction's BEGIN before it, its COMMIT
 * after it, or both, all before one Sync (decision 0011), so neither costs a round trip of its own.
 * The server runs them in order and skips the rest after an error: a failed statement leaves its
 * transaction aborted (to be rolled back) and its COMMIT unsent, as if each had been sent alone. The
 * answer is the statement's alone. BEGIN and COMMIT must already be prepared on the connection.
 */
export class StatementAtTransactionEdge extends pg.Query {
  readonly #begin: boolean;
  readonly #commit: boolean;
  #completed = 0;

  constructor(
    config: { name: string; text: string; values: unknown[] },
    edges: { begin: boolean; commit: boolean },
    callback: (err: Error | undefined, result: unknown) => void,
  ) {
    super(config, undefined, callback);
    this.#begin = edges.begin;
    this.#commit = edges.commit;
  }

  prepare(connection: pg.Connection): void {
    if (this.#begin) sendPrepared(connection, BEGIN_STATEMENT);
    base.prepare.call(this, connection);
  }

  /** Called by prepare once the statement is bound: its execute, then COMMIT's, then the one Sync. */
  _getRows(connection: pg.Connection, rows: number | undefined): void {
    const wire = connection as unknown as Wire;
    wire.execute({ portal: (this as unknown as { portal: string }).portal, rows });
    if (this.#commit) sendPrepared(connection, COMMIT_STATEMENT);
    wire.sync();
  }

  handleCommandComplete(msg: unknown, connection: pg.Connection): void {
    this.#completed += 1;
    // BEGIN's and COMMIT's completions are not part of the statement's result
    if (this.#completed === (this.#begin ? 2 : 1)) base.handleCommandComplete.call(this, msg, connection);
  }
}

function sendPrepared(connection: pg.Connection, statement: string): void {
  const wire = connection as unknown as Wire;
  wire.bind({ statement, portal: '', values: [] });
  wire.execute({ portal: '' });
}

/**
 * Runs `query` as the last statement of the caller's transaction, marked WITH_COMMIT: its result is
 * not read, and on PostgreSQL an error it meets is the COMMIT's (the transaction then rolls back).
 */
export async function lastBeforeCommit(
  db: { executeQuery: Kysely<unknown>['executeQuery'] },
  query: Compilable,
) {
  const compiled = query.compile();
  await db.executeQuery({ ...compiled, sql: `${WITH_COMMIT}${compiled.sql}` });
}

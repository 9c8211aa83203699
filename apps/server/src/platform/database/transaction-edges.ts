import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';

/** The names BEGIN and COMMIT are prepared under on each connection (statement names from text are k<n>). */
export const BEGIN_STATEMENT = 'begin';
export const COMMIT_STATEMENT = 'commit';

/**
 * Marks a statement whose result nobody reads (a movement's writes, the stored answer of an idempotent
 * call): on PostgreSQL it waits and goes out in one write with whatever its transaction sends next, its
 * next statement or its COMMIT. Elsewhere it is a comment and the statement runs at once.
 */
export const WITH_NEXT = '/* with next */ ';

/** A statement by its text and values, and the name it is prepared under (none past the limit). */
export type Statement = { name: string | undefined; text: string; values: unknown[] };
/** A statement its connection has prepared. */
export type PreparedStatement = Statement & { name: string };

type Wire = {
  bind(config: {
    statement: string;
    portal: string;
    values: unknown[];
    valueMapper?: (value: unknown) => unknown;
  }): void;
  execute(config: { portal: string; rows?: number | undefined }): void;
};
/** What a connection's open transaction holds back: its BEGIN, and statements whose results nobody reads. */
export interface HeldBack {
  begin: boolean;
  statements: PreparedStatement[];
}

const base = pg.Query.prototype as unknown as {
  handleCommandComplete(this: pg.Query, m: unknown, c: pg.Connection): void;
  handleDataRow(this: pg.Query, m: unknown): void;
  prepare(this: pg.Query, c: pg.Connection): void;
};

/**
 * A statement sent in one write with what its transaction held back before it, all before one Sync
 * (decision 0011): the transaction's BEGIN, then the statements whose results nobody reads, each
 * already prepared on the connection, then the statement itself (any statement, COMMIT included). The
 * server runs them in order and skips the rest after an error, so an error of one held back is this
 * statement's: the transaction is then aborted, to be rolled back, as if each had been sent alone. The
 * answer is the statement's alone.
 */
export class StatementAfterHeld extends pg.Query {
  readonly #before: number;
  readonly #begin: boolean;
  readonly #held: readonly PreparedStatement[];
  #completed = 0;

  constructor(
    statement: Statement,
    held: HeldBack,
    callback: (err: Error | undefined, result: unknown) => void,
  ) {
    super(statement, undefined, callback);
    this.#begin = held.begin;
    this.#held = held.statements;
    this.#before = (held.begin ? 1 : 0) + held.statements.length;
  }

  prepare(connection: pg.Connection): void {
    if (this.#begin) sendPrepared(connection, { name: BEGIN_STATEMENT, text: BEGIN_STATEMENT, values: [] });
    for (const statement of this.#held) sendPrepared(connection, statement);
    base.prepare.call(this, connection);
  }

  /** Rows of the statements held back are not part of the answer (they are not described either). */
  handleDataRow(msg: unknown): void {
    if (this.#completed >= this.#before) base.handleDataRow.call(this, msg);
  }

  handleCommandComplete(msg: unknown, connection: pg.Connection): void {
    this.#completed += 1;
    if (this.#completed > this.#before) base.handleCommandComplete.call(this, msg, connection);
  }
}

/** Bind and execute of a statement the connection has prepared, its values mapped as pg maps them. */
function sendPrepared(connection: pg.Connection, statement: PreparedStatement): void {
  const wire = connection as unknown as Wire;
  wire.bind({
    statement: statement.name,
    portal: '',
    values: statement.values,
    valueMapper: pgUtils.prepareValue,
  });
  wire.execute({ portal: '' });
}

/**
 * Runs `query` marked WITH_NEXT: its result is not read, and on PostgreSQL an error it meets is that of
 * the next statement of the transaction, or of its COMMIT (the transaction then rolls back).
 */
export async function sendWithNext(
  db: { executeQuery: Kysely<unknown>['executeQuery'] },
  query: Compilable | CompiledQuery,
) {
  const compiled = 'compile' in query ? query.compile() : query;
  await db.executeQuery({ ...compiled, sql: `${WITH_NEXT}${compiled.sql}` });
}

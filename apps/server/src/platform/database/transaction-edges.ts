import { createRequire } from 'node:module';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';

/** pg's answer of one statement, filled from the protocol's messages (pg/lib/result.js). */
interface PgResult {
  addFields(fields: unknown[]): void;
  addRow(row: unknown): void;
  parseRow(fields: unknown[]): unknown;
  addCommandComplete(msg: unknown): void;
}
// pg's own pieces, as its queries use them: its answer, and its mapping of bound values (dates, JSON)
const pgModule = createRequire(import.meta.url);
const PgResult = pgModule('pg/lib/result.js') as new (rowMode: undefined, types: unknown) => PgResult;
const pgUtils = pgModule('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

/** The names BEGIN and COMMIT are prepared under on each connection (statement names from text are k<n>). */
export const BEGIN_STATEMENT = 'begin';
export const COMMIT_STATEMENT = 'commit';

/**
 * Marks a statement whose result nobody reads (a movement's writes, the stored answer of an idempotent
 * call): on PostgreSQL it waits and goes out in one write with whatever its transaction sends next, its
 * next statement or its COMMIT. Elsewhere it is a comment and the statement runs at once.
 */
export const WITH_NEXT = '/* with next */ ';

/**
 * Marks a read the transaction will send next, told ahead of the statement before it (a payment's
 * limits, told before its locks): on PostgreSQL it goes out in one write right after that statement,
 * runs after it, and its answer is kept for when it is sent. Sent otherwise (another statement first, a
 * different value), it runs then. Elsewhere nothing is sent ahead.
 */
export const READ_AHEAD = '/* read ahead */ ';

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
  describe(config: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows?: number | undefined }): void;
  sync(): void;
};
/** What a connection's open transaction holds back: its BEGIN, and statements whose results nobody reads. */
export interface HeldBack {
  begin: boolean;
  statements: PreparedStatement[];
  /** A read told ahead, to go out right after the next statement sent. */
  ahead?: PreparedStatement | undefined;
}

/** A statement's answer, as pg gives it. */
export type Answer = { command: string; rowCount: number | null; rows: unknown[]; fields: unknown[] };

const base = pg.Query.prototype as unknown as {
  handleCommandComplete(this: pg.Query, m: unknown, c: pg.Connection): void;
  handleDataRow(this: pg.Query, m: unknown): void;
  handleRowDescription(this: pg.Query, m: unknown): void;
  prepare(this: pg.Query, c: pg.Connection): void;
};
type Fields = { fields: unknown[] };

/**
 * A statement sent in one write with what its transaction held back before it, all before one Sync
 * (decision 0011): the transaction's BEGIN, then the statements whose results nobody reads, each
 * already prepared on the connection, then the statement itself (any statement, COMMIT included). The
 * server runs them in order and skips the rest after an error, so an error of one held back is this
 * statement's: the transaction is then aborted, to be rolled back, as if each had been sent alone. The
 * answer is the statement's alone. A read told ahead goes right after the statement, described, and
 * its answer is kept in `aheadAnswer` (an error of it is the statement's too).
 */
export class StatementAfterHeld extends pg.Query {
  readonly #before: number;
  readonly #begin: boolean;
  readonly #held: readonly PreparedStatement[];
  readonly #ahead: PreparedStatement | undefined;
  #completed = 0;
  /** The answer of the read told ahead, once it has come. */
  aheadAnswer: (Answer & PgResult) | undefined;

  constructor(
    statement: Statement,
    held: HeldBack,
    callback: (err: Error | undefined, result: unknown) => void,
  ) {
    super(statement, undefined, callback);
    this.#begin = held.begin;
    this.#held = held.statements;
    this.#ahead = held.ahead;
    this.#before = (held.begin ? 1 : 0) + held.statements.length;
  }

  prepare(connection: pg.Connection): void {
    if (this.#begin) sendPrepared(connection, { name: BEGIN_STATEMENT, text: BEGIN_STATEMENT, values: [] });
    for (const statement of this.#held) sendPrepared(connection, statement);
    base.prepare.call(this, connection);
  }

  /** Called by prepare once the statement is bound: its execute, the read told ahead, the one Sync. */
  _getRows(connection: pg.Connection, rows: number | undefined): void {
    const wire = connection as unknown as Wire;
    wire.execute({ portal: (this as unknown as { portal: string }).portal, rows });
    if (this.#ahead) {
      sendPrepared(connection, this.#ahead, true);
      const types = (this as unknown as { _result: { _types: unknown } })._result._types;
      this.aheadAnswer = new PgResult(undefined, types) as Answer & PgResult;
    }
    wire.sync();
  }

  /** After the statement's own answer, what comes is the read told ahead's. */
  #afterOwn(): boolean {
    return this.#completed > this.#before;
  }

  handleRowDescription(msg: Fields): void {
    if (this.#afterOwn()) this.aheadAnswer?.addFields(msg.fields);
    else base.handleRowDescription.call(this, msg);
  }

  /** Rows of the statements held back are not part of the answer (they are not described either). */
  handleDataRow(msg: Fields): void {
    if (this.#afterOwn()) this.aheadAnswer?.addRow(this.aheadAnswer.parseRow(msg.fields));
    else if (this.#completed === this.#before) base.handleDataRow.call(this, msg);
  }

  handleCommandComplete(msg: unknown, connection: pg.Connection): void {
    this.#completed += 1;
    if (this.#completed === this.#before + 1) base.handleCommandComplete.call(this, msg, connection);
    else if (this.#afterOwn()) this.aheadAnswer?.addCommandComplete(msg); // the read told ahead's
  }
}

/**
 * Bind and execute of a statement the connection has prepared, its values mapped as pg maps them;
 * described when its rows are read.
 */
function sendPrepared(connection: pg.Connection, statement: PreparedStatement, described = false): void {
  const wire = connection as unknown as Wire;
  wire.bind({
    statement: statement.name,
    portal: '',
    values: statement.values,
    valueMapper: pgUtils.prepareValue,
  });
  if (described) wire.describe({ type: 'P', name: '' });
  wire.execute({ portal: '' });
}

type Executes = { executeQuery: Kysely<unknown>['executeQuery'] };

/** Runs a compiled statement with its text marked (WITH_NEXT, READ_AHEAD) for the transaction's connection. */
async function sendMarked(db: Executes, mark: string, compiled: CompiledQuery): Promise<void> {
  await db.executeQuery({ ...compiled, sql: `${mark}${compiled.sql}` });
}

/**
 * Runs `query` marked WITH_NEXT: its result is not read, and on PostgreSQL an error it meets is that of
 * the next statement of the transaction, or of its COMMIT (the transaction then rolls back).
 */
export async function sendWithNext(db: Executes, query: Compilable | CompiledQuery) {
  await sendMarked(db, WITH_NEXT, 'compile' in query ? query.compile() : query);
}

/**
 * Tells the transaction the read it will send next, after the statement it sends before it (READ_AHEAD):
 * on PostgreSQL the two go out in one write. The read itself is then sent as usual and gets the answer
 * kept; nothing is sent here.
 */
export async function readAhead(db: Executes, query: CompiledQuery) {
  await sendMarked(db, READ_AHEAD, query);
}

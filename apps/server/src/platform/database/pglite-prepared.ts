import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

/** PostgreSQL's "cached plan must not change result type": a table the statement reads changed shape. */
const PLAN_CHANGED_TYPE = '0A000';
/** Past this many distinct statements, a new text runs through PGlite's own query (parsed each time). */
const MAX_NAMED_STATEMENTS = 2000;
const TRANSACTION_CONTROL = /^(begin|commit|rollback)$/i;

/** Names are unique in the process, so two views of one PGlite never give the same name twice. */
let namesGiven = 0;

interface Prepared {
  name: string;
  paramTypes: number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite's query() makes six calls into the engine for every statement (parse, describe, bind,
 * describe, execute, sync), and parses and plans the text each time. Here a statement with
 * parameters, and begin/commit/rollback, is parsed once as a named prepared statement of the one
 * connection, keyed by its text; each call after that is one call into the engine carrying bind,
 * describe, execute and sync, whose answer PGlite's own parsers read. When a migration changes the
 * shape of a table under a prepared `select *`, that call fails once (0A000) and the text is
 * prepared afresh under a new name on the next call, as on PostgreSQL (database.ts).
 */
export class PGlitePrepared {
  readonly #prepared = new Map<string, Prepared>();

  constructor(readonly pglite: PGlite) {}

  query<R>(text: string, values: unknown[] = []): Promise<Results<R>> {
    const prepared = this.#prepared.get(text);
    if (prepared) return this.#execute<R>(text, prepared, values);
    if (
      this.#prepared.size >= MAX_NAMED_STATEMENTS ||
      !(values.length > 0 || TRANSACTION_CONTROL.test(text))
    ) {
      return this.pglite.query<R>(text, values);
    }
    return this.#prepare(text).then((made) => this.#execute<R>(text, made, values));
  }

  async #prepare(text: string): Promise<Prepared> {
    // A fresh name every time, so a failed attempt never collides with a later one.
    const name = `p${namesGiven++}`;
    const { messages } = await this.#exclusive([
      protocol.serialize.parse({ name, text, types: [] }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const made = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(text, made);
    return made;
  }

  async #execute<R>(text: string, prepared: Prepared, values: unknown[]): Promise<Results<R>> {
    const { serializers, parsers } = this.pglite;
    const wire = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = serializers[prepared.paramTypes[i] ?? 0];
      return serialize ? serialize(value) : String(value);
    });
    try {
      const { messages } = await this.#exclusive([
        protocol.serialize.bind({ statement: prepared.name, values: wire as string[] }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]);
      return parse.parseResults(messages, parsers)[0] as Results<R>;
    } catch (err) {
      if ((err as { code?: unknown }).code === PLAN_CHANGED_TYPE && this.#prepared.get(text) === prepared) {
        this.#prepared.delete(text);
      }
      throw err;
    }
  }

  /** One call into the engine, under PGlite's own lock, so no other caller's messages interleave. */
  #exclusive(messages: Uint8Array[]) {
    return this.pglite._runExclusiveQuery(() => this.pglite.execProtocol(joined(messages)));
  }
}

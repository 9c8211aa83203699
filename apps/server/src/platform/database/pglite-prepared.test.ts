import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { readAhead } from './transaction-edges.ts';

interface Thing {
  id: number;
  cents: number;
  at: Date;
  doc: unknown;
  bytes: Uint8Array | null;
  tags: string[];
  done: boolean;
}
let handle: DatabaseHandle<{ thing: Thing }>;
const at = new Date('2026-03-02T12:34:56.789Z');

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await sql`create table thing (id int primary key, cents bigint not null, at timestamptz not null,
    doc jsonb not null, bytes bytea, tags text[] not null, done boolean not null)`.execute(handle.db);
});
afterAll(() => handle.close());

const byId = (id: number) =>
  handle.db.selectFrom('thing').selectAll().where('id', '=', id).executeTakeFirst();
const prepared = async () =>
  (
    await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)
  ).rows.map((r) => r.statement);

describe('named prepared statements on PGlite', () => {
  it('read back what PGlite itself reads, type for type, and reuse the statement for other values', async () => {
    const rows = [
      {
        id: 1,
        cents: 9_007_199_254_740_991,
        at,
        doc: JSON.stringify({ a: [1, 'b'] }),
        bytes: Buffer.from([0, 255]),
        tags: ['x', 'y z'],
        done: true,
      },
      { id: 2, cents: -5, at, doc: JSON.stringify('s'), bytes: null, tags: [], done: false },
    ];
    for (const row of rows)
      await handle.db
        .insertInto('thing')
        .values(row as never)
        .execute();
    const direct = await handle.pglite!.query('select * from thing where id = $1', [1]);
    const one = await byId(1);
    expect(one).toEqual(direct.rows[0]);
    expect(one).toMatchObject({
      cents: 9_007_199_254_740_991,
      at,
      doc: { a: [1, 'b'] },
      tags: ['x', 'y z'],
      done: true,
    });
    expect(await byId(2)).toMatchObject({ id: 2, cents: -5, doc: 's', bytes: null, tags: [], done: false });
    const texts = await prepared();
    expect(texts.filter((t) => t.startsWith('select * from "thing" where "id" = $1'))).toHaveLength(1);
  });

  it('give the database error with its code, and leave the connection usable', async () => {
    const duplicate = handle.db
      .insertInto('thing')
      .values({ id: 1, cents: 1, at, doc: '{}', bytes: null, tags: [], done: false } as never)
      .execute();
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect(await byId(1)).toMatchObject({ id: 1 });
  });

  it('roll a transaction back through prepared begin and rollback', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.updateTable('thing').set({ cents: 0 }).where('id', '=', 2).execute();
        expect(await trx.selectFrom('thing').select('cents').where('id', '=', 2).executeTakeFirst()).toEqual({
          cents: 0,
        });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await byId(2)).toMatchObject({ cents: -5 });
    expect(await prepared()).toEqual(expect.arrayContaining(['begin', 'rollback']));
  });

  it('fail once when the table under a prepared select * changes shape, then prepare afresh', async () => {
    expect(await byId(2)).toMatchObject({ id: 2 });
    await sql`alter table thing add column note text`.execute(handle.db);
    await expect(byId(2)).rejects.toMatchObject({ code: '0A000' });
    expect(await byId(2)).toMatchObject({ id: 2, note: null });
  });

  it('run nothing for a read told ahead: the read runs when it is sent', async () => {
    await sql`create sequence ticket`.execute(handle.db);
    const ticket = sql<{ n: number }>`select nextval('ticket')::int as n, ${1}::int as k`.compile(handle.db);
    const got = await handle.db.transaction().execute(async (trx) => {
      await readAhead(trx, ticket);
      await trx.selectFrom('thing').select('id').where('id', '=', 1).execute();
      return (await trx.executeQuery(ticket)).rows;
    });
    expect(got).toEqual([{ n: 1, k: 1 }]);
  });
});

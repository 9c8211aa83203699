import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, dropSchema, openDatabase } from './database.ts';
import { readAhead, sendWithNext } from './transaction-edges.ts';

const url = process.env.TEST_DATABASE_URL || undefined;
const schema = `prep_${randomBytes(4).toString('hex')}`;
type Things = { thing: { id: number; name: string } };
let handle: DatabaseHandle<Things> | undefined;

beforeAll(async () => {
  if (!url) return;
  handle = await openDatabase({ url, schema, poolSize: 1 });
  await sql`create table thing (id int primary key, name text not null)`.execute(handle.db);
  await sql`insert into thing values (1, 'one'), (2, 'two')`.execute(handle.db);
});
afterAll(async () => {
  await handle?.close();
  if (url) await dropSchema(url, schema);
});

/** The database under test (the suite is skipped without TEST_DATABASE_URL). */
function db() {
  if (!handle) throw new Error('no PostgreSQL under test');
  return handle.db;
}

describe.skipIf(!url)('named prepared statements (PostgreSQL)', () => {
  const byIdIn = (db: Kysely<Things> | Transaction<Things>, id: number) =>
    db.selectFrom('thing').selectAll().where('id', '=', id).executeTakeFirst();
  const byId = (id: number) => byIdIn(db(), id);

  it('run a parameterised statement again by its name, with other values', async () => {
    expect(await byId(1)).toEqual({ id: 1, name: 'one' });
    expect(await byId(2)).toEqual({ id: 2, name: 'two' });
  });

  it('fail once when the table under a prepared select * changes shape, then prepare afresh', async () => {
    expect(await byId(1)).toEqual({ id: 1, name: 'one' });
    await sql`alter table thing add column note text`.execute(db());
    await expect(byId(1)).rejects.toMatchObject({ code: '0A000' });
    expect(await byId(1)).toEqual({ id: 1, name: 'one', note: null });
  });

  describe('a transaction whose BEGIN goes out with its first statement', () => {
    const names = async () =>
      (await db().selectFrom('thing').select('name').orderBy('id').execute()).map((r) => r.name);
    const add = (trx: Kysely<Things> | Transaction<Things>, id: number, name: string) =>
      trx.insertInto('thing').values({ id, name }).execute();

    // the connection's first transaction prepares BEGIN; every later one sends it with its first statement
    beforeAll(() =>
      db()
        .transaction()
        .execute(async (trx) => byIdIn(trx, 1)),
    );

    it('undoes its first statement when it rolls back, so the statement ran inside it', async () => {
      const before = await names();
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await add(trx, 10, 'ten');
            expect(await trx.selectFrom('thing').select('name').where('id', '=', 10).execute()).toHaveLength(
              1,
            );
            throw new Error('undo');
          }),
      ).rejects.toThrow('undo');
      expect(await names()).toEqual(before);
    });

    it('keeps what it wrote when it commits, and is not seen by another connection before', async () => {
      const other = await openDatabase<Things>({ url, schema });
      try {
        await db()
          .transaction()
          .execute(async (trx) => {
            await add(trx, 11, 'eleven');
            expect(await other.db.selectFrom('thing').select('id').where('id', '=', 11).execute()).toEqual(
              [],
            );
          });
        expect(await other.db.selectFrom('thing').select('id').where('id', '=', 11).execute()).toEqual([
          { id: 11 },
        ]);
      } finally {
        await other.close();
      }
    });

    it('ends as aborted when its first statement fails, and the connection serves the next one', async () => {
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await add(trx, 1, 'one again');
          }),
      ).rejects.toMatchObject({ code: '23505' });
      await db()
        .transaction()
        .execute(async (trx) => {
          await add(trx, 12, 'twelve');
          await expect(add(trx, 12, 'twelve')).rejects.toMatchObject({ code: '23505' });
        })
        .catch(() => undefined);
      expect(await names()).not.toContain('twelve');
      expect(await byId(2)).toMatchObject({ id: 2, name: 'two' });
    });

    it('sends nothing for an empty transaction, and one that starts with a statement without values works', async () => {
      await db()
        .transaction()
        .execute(async () => undefined);
      await expect(
        db()
          .transaction()
          .execute(async () => {
            throw new Error('before any statement');
          }),
      ).rejects.toThrow('before any statement');
      const count = await db()
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from thing`.execute(trx);
          await add(trx, 13, 'thirteen');
          return rows[0]?.n;
        });
      expect(count).toBeGreaterThan(0);
      expect(await byId(13)).toMatchObject({ name: 'thirteen' });
    });
  });

  describe('a statement whose result nobody reads, sent with what follows it', () => {
    const rename = (db: Kysely<Things> | Transaction<Things>, id: number, name: string) =>
      sendWithNext(db, db.updateTable('thing').set({ name }).where('id', '=', id));
    const add = (db: Kysely<Things> | Transaction<Things>, id: number, name: string) =>
      sendWithNext(db, db.insertInto('thing').values({ id, name }));
    const nameOf = async (id: number) => (await byId(id))?.name;

    // the connection prepares each statement the first time; after that it is held back
    beforeAll(() =>
      db()
        .transaction()
        .execute(async (trx) => {
          await rename(trx, 1, 'one');
          await add(trx, 30, 'thirty');
          await sendWithNext(trx, trx.deleteFrom('thing').where('id', '=', 30).returning('id'));
        }),
    );

    it('is written when its transaction commits, alone in it or after other statements', async () => {
      await db()
        .transaction()
        .execute((trx) => add(trx, 20, 'twenty'));
      await db()
        .transaction()
        .execute(async (trx) => {
          await byIdIn(trx, 20);
          await rename(trx, 20, 'vinte');
        });
      expect(await nameOf(20)).toBe('vinte');
    });

    it.each([
      ['the commit', false],
      ['the next statement', true],
    ])('fails %s when it fails, and nothing of the transaction is kept', async (_, readAfter) => {
      const next = vi.fn();
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await rename(trx, 2, 'dois');
            await add(trx, 1, 'one again');
            if (readAfter) next(await byIdIn(trx, 2));
          }),
      ).rejects.toMatchObject({ code: '23505' });
      expect(next).not.toHaveBeenCalled();
      expect(await nameOf(2)).toBe('two');
    });

    it('is dropped by a rollback', async () => {
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await rename(trx, 2, 'dropped');
            throw new Error('undo');
          }),
      ).rejects.toThrow('undo');
      expect(await nameOf(2)).toBe('two');
    });

    it('is seen by the statement it goes out with, whose answer holds only its own rows', async () => {
      const seen = await db()
        .transaction()
        .execute(async (trx) => {
          await rename(trx, 2, 'seen');
          await sendWithNext(trx, trx.deleteFrom('thing').where('id', '=', 30).returning('id'));
          await add(trx, 30, 'thirty');
          const rows = await trx
            .selectFrom('thing')
            .select(['id', 'name'])
            .where('id', 'in', [2, 30])
            .execute();
          await rename(trx, 2, 'two');
          return rows;
        });
      expect(seen).toEqual([
        { id: 2, name: 'seen' },
        { id: 30, name: 'thirty' },
      ]);
      expect(await nameOf(2)).toBe('two');
    });

    it('goes first, on its own, before a statement without values', async () => {
      const count = await db()
        .transaction()
        .execute(async (trx) => {
          await add(trx, 31, 'thirty-one');
          const { rows } = await sql<{
            n: number;
          }>`select count(*)::int as n from thing where id = 31`.execute(trx);
          return rows[0]?.n;
        });
      expect(count).toBe(1);
    });

    it('binds its values as pg does (dates, JSON)', async () => {
      await sql`create table stamp (id int primary key, at timestamptz not null, doc jsonb not null)`.execute(
        db(),
      );
      const at = new Date('2026-03-01T12:34:56.789Z');
      const doc = { valor: 1234, itens: ['a', 'b'] };
      const insert = (trx: Transaction<Things>, id: number) =>
        sendWithNext(trx, sql`insert into stamp values (${id}, ${at}, ${JSON.stringify(doc)})`.compile(trx));
      await db()
        .transaction()
        .execute((trx) => insert(trx, 1));
      await db()
        .transaction()
        .execute((trx) => insert(trx, 2));
      const { rows } = await sql<{
        id: number;
        at: Date;
        doc: unknown;
      }>`select * from stamp order by id`.execute(db());
      expect(rows).toEqual([
        { id: 1, at, doc },
        { id: 2, at, doc },
      ]);
    });

    it('runs at once outside a transaction', async () => {
      await rename(db(), 20, 'twenty');
      expect(await nameOf(20)).toBe('twenty');
    });
  });

  describe('a read told ahead of the statement before it', () => {
    // a sequence shows how many times the read ran: each run takes the next number
    const ticket = (trx: Kysely<Things> | Transaction<Things>, k: number) =>
      sql<{ n: number; k: number }>`select nextval('ticket')::int as n, ${k}::int as k`.compile(trx);
    const read = async (trx: Transaction<Things>, k: number) =>
      (await trx.executeQuery(ticket(trx, k))).rows[0];
    const rename = (trx: Transaction<Things>, name: string) =>
      trx.updateTable('thing').set({ name }).where('id', '=', 2).returning('name').execute();
    const lastTicket = async () =>
      (await sql<{ n: number }>`select last_value::int as n from ticket`.execute(db())).rows[0]?.n;

    beforeAll(async () => {
      await sql`create sequence ticket`.execute(db());
      // the connection prepares the read the first time it is sent
      await db()
        .transaction()
        .execute((trx) => read(trx, 0));
    });

    it('goes out with that statement, runs after it, and is answered without running again', async () => {
      const before = await lastTicket();
      const answer = await db()
        .transaction()
        .execute(async (trx) => {
          await readAhead(trx, ticket(trx, 7));
          expect(await rename(trx, 'dois')).toEqual([{ name: 'dois' }]);
          const got = await read(trx, 7);
          await rename(trx, 'two');
          return got;
        });
      expect(answer).toEqual({ n: (before ?? 0) + 1, k: 7 });
      expect(await lastTicket()).toBe((before ?? 0) + 1);
    });

    it('sees what the statement it goes with wrote', async () => {
      const seen = await db()
        .transaction()
        .execute(async (trx) => {
          const query = trx.selectFrom('thing').select('name').where('id', '=', 2).compile();
          await readAhead(trx, query);
          await rename(trx, 'visto');
          const { rows } = await trx.executeQuery(query);
          await rename(trx, 'two');
          return rows;
        });
      expect(seen).toEqual([{ name: 'visto' }]);
    });

    it('runs again when another statement, or the read with other values, is sent first', async () => {
      const before = (await lastTicket()) ?? 0;
      const [other, values] = await db()
        .transaction()
        .execute(async (trx) => {
          await readAhead(trx, ticket(trx, 1));
          await rename(trx, 'two');
          await byIdIn(trx, 1);
          const other = await read(trx, 1);
          await readAhead(trx, ticket(trx, 2));
          await rename(trx, 'two');
          return [other, await read(trx, 3)];
        });
      expect(other).toEqual({ n: before + 2, k: 1 });
      expect(values).toEqual({ n: before + 4, k: 3 });
    });

    it('fails the statement it goes with when it fails, and nothing of the transaction is kept', async () => {
      const divide = (trx: Transaction<Things>, by: number) => sql`select 1 / ${by}::int as n`.compile(trx);
      await db()
        .transaction()
        .execute((trx) => trx.executeQuery(divide(trx, 1)));
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await readAhead(trx, divide(trx, 0));
            await rename(trx, 'dois');
          }),
      ).rejects.toMatchObject({ code: '22012' });
      expect(await byId(2)).toMatchObject({ name: 'two' });
    });

    it('sends nothing outside a transaction, nor when the transaction ends first', async () => {
      const before = await lastTicket();
      await readAhead(db(), ticket(db(), 1));
      await db()
        .transaction()
        .execute((trx) => readAhead(trx, ticket(trx, 1)));
      expect(await lastTicket()).toBe(before);
    });
  });
});

import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, dropSchema, openDatabase } from './database.ts';

const url = process.env.TEST_DATABASE_URL || undefined;
const schema = `prep_${randomBytes(4).toString('hex')}`;
let handle: DatabaseHandle<{ thing: { id: number; name: string } }> | undefined;

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

describe.skipIf(!url)('named prepared statements (PostgreSQL)', () => {
  const byId = (id: number) =>
    handle!.db.selectFrom('thing').selectAll().where('id', '=', id).executeTakeFirst();

  it('run a parameterised statement again by its name, with other values', async () => {
    expect(await byId(1)).toEqual({ id: 1, name: 'one' });
    expect(await byId(2)).toEqual({ id: 2, name: 'two' });
  });

  it('fail once when the table under a prepared select * changes shape, then prepare afresh', async () => {
    expect(await byId(1)).toEqual({ id: 1, name: 'one' });
    await sql`alter table thing add column note text`.execute(handle!.db);
    await expect(byId(1)).rejects.toMatchObject({ code: '0A000' });
    expect(await byId(1)).toEqual({ id: 1, name: 'one', note: null });
  });
});

import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import * as m0032 from './platform/database/migrations/0032-database-use.ts';
import { claimDatabase } from './platform/database-use.ts';
import { seedSandbox } from './sandbox/seed.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => t?.close());

const REFUSED = /production mode refuses to start: this database holds sandbox data/;

describe('a database of one mode', () => {
  it('production refuses a database the sandbox seeded', async () => {
    t = await createTestApp({ seed: true });
    await expect(claimDatabase(t.db, 'production')).rejects.toThrow(REFUSED);
  });

  it('the seed marks the database, in its own transaction, and a reset keeps the mark', async () => {
    t = await createTestApp({ seed: false });
    await claimDatabase(t.db, 'production');
    await seedSandbox(t.db, { pinPepper: t.config.pinPepper, history: false });
    await sql`truncate table sandbox_seed`.execute(t.db);
    await expect(claimDatabase(t.db, 'production')).rejects.toThrow(REFUSED);
  });

  it('a sandbox start marks the database even without a seed; production starts on a clean one', async () => {
    t = await createTestApp({ seed: false });
    await claimDatabase(t.db, 'production');
    await claimDatabase(t.db, 'production');
    await claimDatabase(t.db, 'sandbox');
    await claimDatabase(t.db, 'sandbox');
    await expect(claimDatabase(t.db, 'production')).rejects.toThrow(REFUSED);
  });

  it('a seed marker without the mark (a seed older than the mark) is refused too', async () => {
    t = await createTestApp({ seed: false });
    await sql`insert into sandbox_seed (id, version) values ('sandbox', 1)`.execute(t.db);
    await expect(claimDatabase(t.db, 'production')).rejects.toThrow(REFUSED);
  });

  it('the migration marks a database the sandbox seeded before it, and only that one', async () => {
    t = await createTestApp({ seed: false });
    await m0032.down(t.db);
    await m0032.up(t.db);
    expect(await t.db.selectFrom('database_use').selectAll().execute()).toEqual([]);
    await m0032.down(t.db);
    await sql`insert into sandbox_seed (id, version) values ('sandbox', 1)`.execute(t.db);
    await m0032.up(t.db);
    const rows = await t.db.selectFrom('database_use').select('mode').execute();
    expect(rows).toEqual([{ mode: 'sandbox' }]);
    await sql`truncate table sandbox_seed`.execute(t.db);
    await expect(claimDatabase(t.db, 'production')).rejects.toThrow(REFUSED);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPGlite, backupPostgres, restorePGlite, restorePostgres } from './platform/database/backup.ts';
import { openDatabase } from './platform/database/database.ts';
import { ledgerCheck } from './services/bank-api/public.ts';
import { ANA, BRUNO, login, resultOf, transfer } from './test/bank-helpers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: reads the ledger untyped, on any handle
const balances = async (db: Kysely<any>) =>
  (await sql<{ id: string; balance: string }>`select id, balance::text from account order by id`.execute(db))
    .rows;

describe('backup and restore', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'carteira-backup-'));
    const ana = await login(t.app, ANA);
    for (let i = 1; i <= 5; i++) resultOf(await transfer(t.app, ana, BRUNO, i, { pin: ANA.pin }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a backup taken while the bank runs restores with every balance the sum of its postings', async () => {
    const before = await balances(t.db);
    const check = await ledgerCheck(t.db);
    expect(check.wrong).toEqual([]);
    expect(check.movements).toBeGreaterThan(5);
    if (t.pglite) {
      // taken while a payment runs beside it: the copy holds it whole or not at all
      const ana = await login(t.app, ANA);
      const [file] = await Promise.all([
        backupPGlite(t.pglite, dir),
        transfer(t.app, ana, BRUNO, 7, { pin: ANA.pin }),
      ]);
      expect(file).toMatch(/carteira-.*\.tar\.gz$/);
      const restoredDir = join(dir, 'restored');
      await restorePGlite(file, restoredDir);
      const restored = await openDatabase({ dataDir: restoredDir });
      try {
        const after = await ledgerCheck(restored.db);
        expect(after.wrong).toEqual([]);
        expect(after.accounts).toBe(check.accounts);
        expect([check.movements, check.movements + 1]).toContain(after.movements);
        if (after.movements === check.movements) expect(await balances(restored.db)).toEqual(before);
      } finally {
        await restored.close();
      }
      await expect(restorePGlite(file, restoredDir)).rejects.toThrow(/not empty/);
    } else if (t.postgres) {
      const file = await backupPostgres(t.postgres.url, dir, t.postgres.schema);
      const name = `carteira_restore_${Date.now().toString(36)}`;
      const target = new URL(t.postgres.url);
      await sql.raw(`create database ${name}`).execute(t.db);
      target.pathname = `/${name}`;
      try {
        await restorePostgres(file, target.toString());
        const restored = await openDatabase({
          url: target.toString(),
          schema: t.postgres.schema,
          poolSize: 1,
        });
        try {
          const after = await ledgerCheck(restored.db);
          expect(after).toEqual(check);
          expect(await balances(restored.db)).toEqual(before);
        } finally {
          await restored.close();
        }
      } finally {
        await sql.raw(`drop database if exists ${name}`).execute(t.db);
      }
    }
  });

  it('the ledger check finds an account whose balance is not its postings', async () => {
    const [one] = await balances(t.db);
    await sql`update account set balance = balance + 1 where id = ${one?.id}`.execute(t.db);
    try {
      expect((await ledgerCheck(t.db)).wrong).toEqual([one?.id]);
    } finally {
      await sql`update account set balance = balance - 1 where id = ${one?.id}`.execute(t.db);
    }
  });

  it('pg_dump and pg_restore are on the machine (CI installs them with PostgreSQL)', () => {
    if (!t.postgres) return;
    expect(spawnSync('pg_dump', ['--version']).status).toBe(0);
  });
});

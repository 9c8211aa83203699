import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schemaSnapshot } from './schema-snapshot.ts';

const SCHEMA_FILE = join(import.meta.dirname, '../../../../../docs/schema.sql');

describe('docs/schema.sql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it("is today's database after every migration (npm run schema:snapshot -w apps/server writes it again)", async () => {
    expect(await schemaSnapshot(t.db)).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
  });

  it("leaves out the schema a test database lives in, and the migrations' bookkeeping", async () => {
    const text = await schemaSnapshot(t.db);
    expect(text).not.toMatch(/\bt_[0-9a-z]+_[0-9a-f]{8}\./);
    expect(text).not.toContain('kysely_migration');
    expect(text).toContain('create table movement (');
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { schemaSnapshot } from './schema-snapshot.ts';

// npm run schema:snapshot -w apps/server: migrate a fresh in-memory database and write docs/schema.sql
export const SCHEMA_FILE = join(import.meta.dirname, '../../../../../docs/schema.sql');

const handle = await openDatabase({ dataDir: 'memory://' });
try {
  await migrateToLatest(handle.db);
  writeFileSync(SCHEMA_FILE, await schemaSnapshot(handle.db));
  process.stdout.write(`schema: ${SCHEMA_FILE} written\n`);
} finally {
  await handle.close();
}

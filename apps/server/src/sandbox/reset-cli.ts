import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database/database.ts';
import { migrateToLatest } from '../platform/database/migrate.ts';
import type { Database } from '../tables.ts';
import { resetSandbox } from './reset.ts';

// npm run sandbox:reset -w apps/server  (stop the server first when it uses the embedded database)
const config = loadConfig();
const handle = await openDatabase<Database>({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  await resetSandbox(handle.db, config.pinPepper);
  process.stdout.write('sandbox reset: demo customers, balances and history seeded again\n');
} finally {
  await handle.close();
}

import { loadConfig } from './platform/config.ts';
import { restorePGlite, restorePostgres } from './platform/database/backup.ts';
import { openDatabase } from './platform/database/database.ts';
import { ledgerCheck } from './services/bank-api/public.ts';

// npm run restore -w apps/server -- <backup file>: into DATA_DIR (a new, empty folder) or into the
// empty database DATABASE_URL names, with the server stopped; then the ledger is checked.
const config = loadConfig();
const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run restore -w apps/server -- <backup file>\n');
  process.exit(2);
}
try {
  if (config.databaseUrl) await restorePostgres(file, config.databaseUrl);
  else await restorePGlite(file, config.dataDir);
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const check = await ledgerCheck(handle.db);
    if (check.wrong.length > 0)
      throw new Error(`the ledger does not add up: ${check.wrong.slice(0, 10).join(', ')}`);
    process.stdout.write(
      `restored ${file}: ${check.accounts} accounts, ${check.movements} movements; every balance is the sum of its postings\n`,
    );
  } finally {
    await handle.close();
  }
} catch (err) {
  process.stderr.write(`restore failed: ${(err as Error).message}\n`);
  process.exit(1);
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isFeatureFlag } from '@carteira/core/flags';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/database/database.ts';
import { migrateToLatest } from '../../platform/database/migrate.ts';
import { parseRollout, setFeatureRollout } from './feature-flags.ts';
import type { Db } from './product-database.ts';

// npm run flags -w apps/server -- <flag> on|off|<percent>: sets one of the nine feature flags for
// everyone (cross-cutting.md section 6). It writes the database (DATABASE_URL, or a stopped embedded
// one); running servers read it on their next call, no restart. With no arguments it lists the flags.
const config = loadConfig();
const [feature, setting] = process.argv.slice(2);

if (!config.databaseUrl && existsSync(join(config.dataDir, 'postmaster.pid'))) {
  process.stderr.write(
    `the embedded database in ${config.dataDir} is in use: stop the server, or in the sandbox use POST /api/sandbox/feature-flags\n`,
  );
  process.exit(1);
}
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  const db = handle.db as unknown as Db;
  if (feature !== undefined) {
    const rollout = setting === undefined ? null : parseRollout(setting);
    if (!isFeatureFlag(feature) || !rollout) {
      throw new Error('usage: npm run flags -w apps/server -- <flag> on|off|<0-100>');
    }
    await setFeatureRollout(db, feature, rollout);
  }
  const rows = await db
    .selectFrom('feature_flag')
    .select(['feature', 'enabled', 'percent'])
    .where('cpf_hash', '=', '*')
    .orderBy('feature')
    .execute();
  for (const row of rows) {
    const state = row.percent !== null ? `${row.percent}%` : row.enabled ? 'on' : 'off';
    process.stdout.write(`${row.feature.padEnd(24)} ${state}\n`);
  }
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await handle.close();
}

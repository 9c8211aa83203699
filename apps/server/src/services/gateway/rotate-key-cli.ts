import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/database/database.ts';
import { migrateToLatest } from '../../platform/database/migrate.ts';
import type { GatewayTables } from './gateway.table.ts';
import { rotateGatewayKey } from './gateway-keys.ts';
import { keyEncryptionKey } from './key-at-rest.ts';

// npm run gateway:rotate-key -w apps/server [-- --grace <seconds>]: publishes a new gateway key; the
// old one opens calls for the grace period (GATEWAY_KEY_GRACE_SECONDS, 3600, by default), then
// retires. A running server with OPS_PORT does it (POST /gateway/rotate-key on its operators' port);
// otherwise the command writes to PostgreSQL (DATABASE_URL) itself, or to a stopped embedded database.
// Every server on the database takes the new key (docs/security.md, "Rotating the gateway key").
const config = loadConfig();

function graceArgument(): number | undefined {
  const at = process.argv.indexOf('--grace');
  if (at < 0) return undefined;
  const value = process.argv[at + 1] ?? '';
  if (!/^\d{1,9}$/.test(value)) throw new Error('--grace takes a whole number of seconds');
  return Number(value);
}

async function throughServer(grace: number | undefined): Promise<unknown> {
  if (config.opsPort === undefined) return undefined;
  const query = grace === undefined ? '' : `?grace=${grace}`;
  try {
    const res = await fetch(`http://${config.opsHost}:${config.opsPort}/gateway/rotate-key${query}`, {
      method: 'POST',
    });
    const body = (await res.json()) as { error?: string };
    if (!res.ok) throw new Error(body.error ?? `the server answered ${res.status}`);
    return body;
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return undefined;
    throw err;
  }
}

async function rotate(): Promise<unknown> {
  const grace = graceArgument();
  const done = await throughServer(grace);
  if (done) return done;
  if (!config.databaseUrl && existsSync(join(config.dataDir, 'postmaster.pid'))) {
    throw new Error(
      `the embedded database in ${config.dataDir} is in use: start the server with OPS_PORT and run this again, or stop it`,
    );
  }
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db);
    return await rotateGatewayKey(
      handle.db as unknown as Kysely<GatewayTables>,
      keyEncryptionKey(config.gatewayKeyKek),
      grace ?? config.gatewayKeyGraceSeconds,
    );
  } finally {
    await handle.close();
  }
}

try {
  process.stdout.write(`gateway key rotated: ${JSON.stringify(await rotate(), null, 2)}\n`);
} catch (err) {
  process.stderr.write(`rotation failed: ${(err as Error).message}\n`);
  process.exit(1);
}

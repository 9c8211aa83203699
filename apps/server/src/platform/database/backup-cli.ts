import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupPGlite, backupPostgres } from './backup.ts';
import { openDatabase } from './database.ts';

// npm run backup -w apps/server: a running server with OPS_PORT takes it (POST /backup on its
// operators' port); otherwise PostgreSQL is dumped with pg_dump, and a stopped embedded database is
// copied whole. An embedded database in use by a server without OPS_PORT is left alone.
const config = loadConfig();

async function fromServer(): Promise<string | undefined> {
  if (config.opsPort === undefined) return undefined;
  try {
    const res = await fetch(`http://${config.opsHost}:${config.opsPort}/backup`, { method: 'POST' });
    const body = (await res.json()) as { file?: string; error?: string };
    if (!res.ok || !body.file) throw new Error(body.error ?? `the server answered ${res.status}`);
    return body.file;
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return undefined;
    throw err;
  }
}

async function backup(): Promise<string> {
  const taken = await fromServer();
  if (taken) return taken;
  if (config.databaseUrl) return backupPostgres(config.databaseUrl, config.backupDir);
  if (existsSync(join(config.dataDir, 'postmaster.pid'))) {
    throw new Error(
      `the embedded database in ${config.dataDir} is in use: start the server with OPS_PORT and run this again, or stop it`,
    );
  }
  const handle = await openDatabase({ dataDir: config.dataDir });
  try {
    if (!handle.pglite) throw new Error('not an embedded database');
    return await backupPGlite(handle.pglite, config.backupDir);
  } finally {
    await handle.close();
  }
}

try {
  process.stdout.write(`backup written: ${await backup()}\n`);
} catch (err) {
  process.stderr.write(`backup failed: ${(err as Error).message}\n`);
  process.exit(1);
}

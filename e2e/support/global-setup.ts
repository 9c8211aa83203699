import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

async function waitForServer(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer at ${url} within ${ms} ms`);
}

/**
 * Starts the real server on a fresh temporary embedded database (migrated and seeded on start),
 * serving the production build of the web app. Stops it and removes the database afterwards.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = process.env.E2E_PORT ?? '18080';
  const dataDir = mkdtempSync(join(tmpdir(), 'carteira-e2e-'));
  // The embedded database, whatever the calling shell has in DATABASE_URL.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
    cwd: join(root, 'apps/server'),
    env: {
      ...env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SANDBOX_LOGINS: 'false',
      // Every journey's browser calls from this one address, back to back: the per-address gateway
      // limit (tested in the server suite) would refuse a fast run.
      GATEWAY_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`http://localhost:${port}/api/gateway/public-key`, child, 120_000);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

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

export interface ServerProcess {
  /** Stops the server (SIGTERM: a graceful restart; SIGKILL: a crash) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the real server, serving the production build of the web app (or WEB_DIST), on the embedded
 * database in `dataDir` (migrated, and seeded the first time). A second start on the same folder finds
 * everything the first one left. `extraEnv` adds to its environment (e.g. a pinned BANK_CLOCK_AT).
 */
export async function startServer(
  port: number | string,
  dataDir: string,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<ServerProcess> {
  // The embedded database, whatever the calling shell has in DATABASE_URL.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'apps/server/src/server.ts')], {
    cwd: resolve(root, 'apps/server'),
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SANDBOX_LOGINS: 'false',
      // Every journey's browser calls from this one address, back to back: the per-address gateway
      // limit (tested in the server suite) would refuse a fast run.
      GATEWAY_RATE_LIMIT: '1000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    // A cold start migrates and seeds; on a loaded two-core machine that has taken over two minutes.
    await waitForServer(`http://localhost:${port}/api/gateway/public-key`, child, 240_000);
  } catch (error) {
    // Never leave a half-started server behind holding the port and the output.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}

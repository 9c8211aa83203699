import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startServer } from './server-process.ts';
import { test } from './test.ts';

/**
 * A server of the calling describe block's own, on `port` and a fresh embedded database, started before
 * its tests (at `clockAt` when given, as BANK_CLOCK_AT) and stopped, its database removed, after them.
 */
export function useOwnServer(name: string, port: number, clockAt?: string): void {
  let server: ServerProcess | undefined;
  let dataDir = '';
  test.beforeAll(async () => {
    // A server of its own starts on a fresh database: on a loaded machine that passes a minute.
    test.setTimeout(240_000);
    dataDir = mkdtempSync(join(tmpdir(), `carteira-e2e-${name}-`));
    server = await startServer(port, dataDir, clockAt ? { BANK_CLOCK_AT: clockAt } : {});
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

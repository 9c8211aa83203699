import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server-process.ts';

/**
 * Starts the real server on a fresh temporary embedded database (migrated and seeded on start),
 * serving the production build of the web app. Stops it and removes the database afterwards.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carteira-e2e-'));
  const server = await startServer(process.env.E2E_PORT ?? '18080', dataDir);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

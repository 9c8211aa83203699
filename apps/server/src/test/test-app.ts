import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, testConfig } from '../platform/config.ts';
import { type DatabaseHandle, dropSchema, openDatabase } from '../platform/database/database.ts';
import { migrateToLatest } from '../platform/database/migrate.ts';
import type { LoggerOption } from '../platform/logger.ts';
import { seedSandbox } from '../sandbox/seed.ts';
import type { Database, Db } from '../tables.ts';

/** The migrated PGlite dump made by global-setup.ts, when there is one. */
function pgliteTemplate(url: string | undefined): Blob | undefined {
  if (url) return undefined;
  const file = inject('pgliteTemplate');
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

export interface TestAppOptions {
  /** Seed the demo customers (default true). */
  seed?: boolean;
  /** Seed 90 days of history too (default false: one opening deposit each instead, much faster). */
  history?: boolean;
  logger?: LoggerOption;
  config?: Partial<AppConfig>;
  now?: () => Date;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  engine: 'pglite' | 'postgres';
  /** The embedded engine, on PGlite. */
  pglite: DatabaseHandle['pglite'];
  /** On PostgreSQL: the server's URL and the schema this app's tables live in. */
  postgres: { url: string; schema: string } | undefined;
  close(): Promise<void>;
}

/**
 * A whole app on a fresh database: an in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * schema on that PostgreSQL (dropped again on close). Migrated, seeded with the demo customers.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const schema = url ? `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` : undefined;
  const handle = await openDatabase<Database>({
    url,
    dataDir: 'memory://',
    schema,
    poolSize: 12,
    template: pgliteTemplate(url),
    // a throwaway schema: no commit waits for the disk (visibility and locking are unchanged)
    settings: { synchronous_commit: 'off' },
  });
  const config = testConfig(options.config);
  await migrateToLatest(handle.db, schema);
  if (options.seed !== false) {
    await seedSandbox(handle.db, { pinPepper: config.pinPepper, history: options.history ?? false });
  }
  const app = await buildApp({
    db: handle.db,
    config,
    logger: options.logger ?? false,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  // The due work runs in the background once the app is ready; a test starts after its first run.
  await Promise.all(
    [app.pixJobs, app.tedJobs, app.creditCardJobs, app.boletoJobs].map((jobs) => jobs?.runDue()),
  );
  let closed = false;
  return {
    app,
    db: handle.db,
    config,
    engine: handle.engine,
    pglite: handle.pglite,
    postgres: url && schema ? { url, schema } : undefined,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await handle.close();
      if (url && schema) await dropSchema(url, schema);
    },
  };
}

import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/database/database.ts';
import { migrateToLatest } from '../platform/database/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite: each test file starts from it instead of running initdb. */
    pgliteTemplate: string;
  }
}

/** Once per run: a migrated PGlite data directory, dumped to a file the test files load. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => {};
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  const dump = await handle.pglite?.dumpDataDir('none');
  await handle.close();
  const file = join(tmpdir(), `carteira-pglite-template-${process.pid}.tar`);
  if (dump) writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', dump ? file : '');
  return () => rmSync(file, { force: true });
}

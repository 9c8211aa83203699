import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** A backup's file name: the engine's format and the instant it was taken. */
function backupFile(dir: string, extension: string): string {
  mkdirSync(dir, { recursive: true });
  return join(dir, `carteira-${new Date().toISOString().replace(/[:.]/g, '-')}.${extension}`);
}

/**
 * The embedded database, while it runs: a checkpoint, then its folder as a gzipped tar, taken by
 * PGlite between two statements (its own lock), so the copy is what a crash at that instant would
 * leave: every committed transaction, and none half-applied once it starts again.
 */
export async function backupPGlite(pglite: PGlite, dir: string): Promise<string> {
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('gzip');
  const file = backupFile(dir, 'tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** A PostgreSQL database (or one schema of it) with pg_dump, in its custom format. */
export async function backupPostgres(url: string, dir: string, schema?: string): Promise<string> {
  const file = backupFile(dir, 'dump');
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    `--file=${file}`,
    ...(schema ? [`--schema=${schema}`] : []),
    url,
  ]);
  return file;
}

/** An embedded backup into a folder that holds no database yet (never over a live one). */
export async function restorePGlite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new folder, then point DATA_DIR at it`);
  }
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  await pglite.close();
}

/** A pg_dump backup into a PostgreSQL database made empty for it (createdb first). */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, file]);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk) => {
      err += String(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${err.trim().slice(0, 500)}`)),
    );
  });
}

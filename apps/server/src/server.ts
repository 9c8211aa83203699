import cluster, { type Worker } from 'node:cluster';
import { networkInterfaces } from 'node:os';
import { buildApp } from './app.ts';
import { type AppConfig, DEV_PIN_PEPPER, loadConfig } from './platform/config.ts';
import { backupPGlite, backupPostgres } from './platform/database/backup.ts';
import { type DatabaseHandle, openDatabase } from './platform/database/database.ts';
import { migrateToLatest } from './platform/database/migrate.ts';
import { claimDatabase } from './platform/database-use.ts';
import { DEMO_CUSTOMERS } from './sandbox/customers.ts';
import { seedSandbox } from './sandbox/seed.ts';
import type { Database } from './tables.ts';

/** A worker's exit after SIGTERM has this long; then the primary stops it with SIGKILL and exits 1. */
const WORKER_CLOSE_MS = 12_000;

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  // Production without its keys (or any bad variable) stops here, before a port or a database is touched.
  process.stderr.write(`Carteira did not start: ${(err as Error).message}\n`);
  process.exit(1);
}

function fail(message: string): never {
  process.stderr.write(`Carteira did not start: ${message}\n`);
  process.exit(1);
}

/**
 * Migrates the database, checks it is this mode's to use and seeds the sandbox: once, before any
 * server listens (with WORKERS, in the primary process, before the workers start).
 */
async function prepare(handle: DatabaseHandle<Database>): Promise<string[]> {
  const applied = await migrateToLatest(handle.db);
  try {
    // The sandbox marks the database as its own; production refuses one the sandbox has run on.
    await claimDatabase(handle.db, config.mode);
  } catch (err) {
    await handle.close();
    fail((err as Error).message);
  }
  return applied;
}

async function seed(handle: DatabaseHandle<Database>): Promise<boolean> {
  const seedAt = config.seedSandbox && config.bankClockAt ? { now: config.bankClockAt } : {};
  return (
    config.seedSandbox &&
    seedSandbox(handle.db, { pinPepper: config.pinPepper, environment: config.environment, ...seedAt })
  );
}

function printWelcome(address: string, workers: number): void {
  const processes = workers > 1 ? ` (${workers} worker processes, WORKERS)` : '';
  process.stdout.write(`\nCarteira is listening on ${address}${processes}\n`);
  process.stdout.write(
    config.mode === 'sandbox'
      ? 'Mode: sandbox (a demo bank: demo customers, /api/sandbox moves its clock and sends it money; CARTEIRA_MODE=production for none of that)\n'
      : 'Mode: production (no sandbox routes, no demo data)\n',
  );
  const lan = lanAddresses(config.host).map((ip) => `http://${ip}:${new URL(address).port}`);
  if (lan.length > 0) {
    process.stdout.write(
      `On the local network: ${lan.join(', ')}\n` +
        '  (a browser gives WebCrypto only to localhost or HTTPS: from another device, serve it behind HTTPS)\n',
    );
  }
  if (config.seedSandbox && config.bankClockAt) {
    process.stdout.write(`The bank's clock started at ${config.bankClockAt.toISOString()} (BANK_CLOCK_AT)\n`);
  }
  if (config.printDemoLogins) {
    const logins = DEMO_CUSTOMERS.map(
      (c) => `  ${c.nome.padEnd(24)} CPF ${c.cpf}  senha ${c.senha}  PIN ${c.pin}`,
    );
    process.stdout.write(`Demo logins (sandbox):\n${logins.join('\n')}\n\n`);
  }
}

/** The machine's IPv4 LAN addresses, when the server listens on every interface. */
function lanAddresses(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((item) => item.family === 'IPv4' && !item.internal)
    .map((item) => item.address);
}

/**
 * One server: the whole app on the public port. With WORKERS it is one of the cluster's workers (the
 * database already prepared by the primary): node:cluster shares the port, handing each new
 * connection to the next worker; its operators' port is OPS_PORT plus its number (0, 1, ...).
 */
async function serve(worker: number | undefined): Promise<void> {
  const handle = await openDatabase<Database>({ url: config.databaseUrl, dataDir: config.dataDir });
  // Migrate before building the app: the gateway reads its key from the database while it registers.
  const applied = worker === undefined ? await prepare(handle) : [];
  const { pglite, poolStats } = handle;
  const opsPort = config.opsPort === undefined ? undefined : config.opsPort + (worker ?? 0);
  const app = await buildApp({
    db: handle.db,
    config: { ...config, ...(opsPort !== undefined ? { opsPort } : {}) },
    ...(poolStats ? { poolStats } : {}),
    ...(worker !== undefined ? { worker } : {}),
    // The operators' POST /backup (OPS_PORT): the embedded database copied while it runs, or pg_dump.
    backup: () =>
      pglite
        ? backupPGlite(pglite, config.backupDir)
        : backupPostgres(config.databaseUrl ?? '', config.backupDir),
  });
  const where = handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;

  try {
    if (worker === undefined) {
      app.log.info({ engine: handle.engine, migrations: applied.length }, `database ready: ${where}`);
      if (await seed(handle)) app.log.info('sandbox seeded: demo customers, accounts and 90 days of history');
      if (config.pinPepper === DEV_PIN_PEPPER)
        app.log.warn('PIN_PEPPER not set: using the development pepper');
    }
    const address = await app.listen({ port: config.port, host: config.host });
    if (worker === undefined) printWelcome(address, 1);
    else process.send?.({ listening: address });
  } catch (err) {
    app.log.fatal({ err }, 'server failed to start');
    await app.close();
    await handle.close();
    process.exit(1);
  }

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal, ...(worker !== undefined ? { worker } : {}) }, 'closing');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // A keep-alive connection whose call ends while closing would hold the close until its client lets
    // go (Fastify keeps idle connections 72 s): each one is closed as soon as it has nothing in flight.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * WORKERS=N (PostgreSQL only): this process prepares the database once, starts N workers on the one
 * port and keeps them: a worker that dies is started again; SIGTERM (or SIGINT) is passed to every
 * worker, each closing as one server does, and this process exits 0 once all have exited 0.
 */
async function lead(workers: number): Promise<void> {
  const handle = await openDatabase<Database>({ url: config.databaseUrl, dataDir: config.dataDir });
  await prepare(handle);
  const seeded = await seed(handle);
  await handle.close();
  if (seeded) process.stdout.write('sandbox seeded: demo customers, accounts and 90 days of history\n');
  if (config.pinPepper === DEV_PIN_PEPPER)
    process.stderr.write('PIN_PEPPER not set: using the development pepper\n');

  let stopping = false;
  let failed = false;
  const numbers = new Map<Worker, number>();
  const listening = new Set<number>();
  const start = (n: number) => {
    const w = cluster.fork({ CARTEIRA_WORKER: String(n) });
    numbers.set(w, n);
    w.on('message', (message: { listening?: string }) => {
      if (!message?.listening || listening.has(n)) return;
      listening.add(n);
      if (listening.size === workers) printWelcome(message.listening, workers);
    });
  };
  cluster.on('exit', (w, code, signal) => {
    const n = numbers.get(w) ?? -1;
    numbers.delete(w);
    if (code !== 0) failed = true;
    if (stopping) {
      if (numbers.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!listening.has(n)) {
      // It never started: starting it again would fail the same way.
      process.stderr.write(
        `Carteira did not start: worker ${n} exited (${code ?? signal}) before listening\n`,
      );
      void stop('worker failed', 1);
      return;
    }
    process.stderr.write(`worker ${n} exited (${code ?? signal}); starting it again\n`);
    start(n);
  });
  const stop = async (why: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    if (exitCode !== 0) failed = true;
    process.stdout.write(`closing ${numbers.size} workers (${why})\n`);
    for (const w of numbers.keys()) w.process.kill('SIGTERM');
    if (numbers.size === 0) process.exit(failed ? 1 : 0);
    setTimeout(() => {
      for (const w of numbers.keys()) w.process.kill('SIGKILL');
      process.exit(1);
    }, WORKER_CLOSE_MS).unref();
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  for (let n = 0; n < workers; n++) start(n);
}

if (config.workers > 1 && cluster.isPrimary) await lead(config.workers);
else
  await serve(cluster.isWorker ? Number(process.env.CARTEIRA_WORKER ?? cluster.worker?.id ?? 0) : undefined);

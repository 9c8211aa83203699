import { networkInterfaces } from 'node:os';
import { buildApp } from './app.ts';
import { type AppConfig, DEV_PIN_PEPPER, loadConfig } from './platform/config.ts';
import { backupPGlite, backupPostgres } from './platform/database/backup.ts';
import { openDatabase } from './platform/database/database.ts';
import { migrateToLatest } from './platform/database/migrate.ts';
import { claimDatabase } from './platform/database-use.ts';
import { DEMO_CUSTOMERS } from './sandbox/customers.ts';
import { seedSandbox } from './sandbox/seed.ts';
import type { Database } from './tables.ts';

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  // Production without its keys (or any bad variable) stops here, before a port or a database is touched.
  process.stderr.write(`Carteira did not start: ${(err as Error).message}\n`);
  process.exit(1);
}
const handle = await openDatabase<Database>({ url: config.databaseUrl, dataDir: config.dataDir });
// Migrate before building the app: the gateway reads its key from the database while it registers.
const applied = await migrateToLatest(handle.db);
try {
  // The sandbox marks the database as its own; production refuses one the sandbox has run on.
  await claimDatabase(handle.db, config.mode);
} catch (err) {
  process.stderr.write(`Carteira did not start: ${(err as Error).message}\n`);
  await handle.close();
  process.exit(1);
}
const { pglite, poolStats } = handle;
const app = await buildApp({
  db: handle.db,
  config,
  ...(poolStats ? { poolStats } : {}),
  // The operators' POST /backup (OPS_PORT): the embedded database copied while it runs, or pg_dump.
  backup: () =>
    pglite
      ? backupPGlite(pglite, config.backupDir)
      : backupPostgres(config.databaseUrl ?? '', config.backupDir),
});
const where = handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;

try {
  app.log.info({ engine: handle.engine, migrations: applied.length }, `database ready: ${where}`);
  const seedAt = config.seedSandbox && config.bankClockAt ? { now: config.bankClockAt } : {};
  if (config.seedSandbox && (await seedSandbox(handle.db, { pinPepper: config.pinPepper, ...seedAt }))) {
    app.log.info('sandbox seeded: demo customers, accounts and 90 days of history');
  }
  if (config.pinPepper === DEV_PIN_PEPPER) app.log.warn('PIN_PEPPER not set: using the development pepper');
  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\nCarteira is listening on ${address}\n`);
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
} catch (err) {
  app.log.fatal({ err }, 'server failed to start');
  await app.close();
  await handle.close();
  process.exit(1);
}

/** The machine's IPv4 LAN addresses, when the server listens on every interface. */
function lanAddresses(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((item) => item.family === 'IPv4' && !item.internal)
    .map((item) => item.address);
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
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

import type { Server } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { gatewayRoutes } from './gateway-routes.ts';
import type { AppConfig } from './platform/config.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import { registerHealth } from './platform/health.ts';
import { type LoggerOption, loggerOptions, QuietRequestLog } from './platform/logger.ts';
import { registerMetrics } from './platform/metrics.ts';
import { serveOps } from './platform/ops-server.ts';
import { registerRefusalLog } from './platform/refusal-log.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { fastifyTrustProxy } from './platform/trust-proxy.ts';
import { registerWebApp } from './platform/web-app.ts';
import { sandboxApiPlugin } from './sandbox/api/sandbox-api.plugin.ts';
import { sandboxOnboardingPlugin } from './sandbox/api/sandbox-onboarding.routes.ts';
import { sandboxBoletoRegistry } from './sandbox/boleto-registry.ts';
import { createSandboxCardProcessor } from './sandbox/card-processor.ts';
import { createSandboxLottery } from './sandbox/lottery.ts';
import { sandboxAnalyst } from './sandbox/onboarding-analyst.ts';
import { sandboxIdentityProvider } from './sandbox/onboarding-identity.ts';
import { createSandboxVacancies } from './sandbox/onboarding-vacancies.ts';
import { createSandboxOutbox } from './sandbox/outbox.ts';
import { sandboxOutsideWorld } from './sandbox/outside-world-ports.ts';
import { sandboxQrNetwork } from './sandbox/qr-merchants.ts';
import type { SandboxTables } from './sandbox/sandbox.table.ts';
import { clockStartingAt } from './sandbox/sandbox-clock.ts';
import { shareSandboxClock } from './sandbox/shared-clock.ts';
import { sandboxShellVerifier } from './sandbox/shell-credentials.ts';
import { bankApiPlugin } from './services/bank-api/bank-api.plugin.ts';
import type { BankTables } from './services/bank-api/bank-database.ts';
import { runDueWork } from './services/bank-api/due-work-runner.ts';
import { boletoJobsPlugin } from './services/bank-api/modules/boleto/boleto-jobs.plugin.ts';
import { creditCardJobsPlugin } from './services/bank-api/modules/credit-card/credit-card-jobs.plugin.ts';
import { pixJobsPlugin } from './services/bank-api/modules/pix/schedules/pix-jobs.plugin.ts';
import { rewardsJobsPlugin } from './services/bank-api/modules/rewards/rewards-jobs.plugin.ts';
import { tedJobsPlugin } from './services/bank-api/modules/ted/ted-jobs.plugin.ts';
import { fixedRateClock } from './services/bank-api/public.ts';
import type { EngageTables } from './services/engage-api/engage.table.ts';
import { engageApiPlugin } from './services/engage-api/engage-api.plugin.ts';
import type { FinancingTables } from './services/financing-api/financing.table.ts';
import { financingApiPlugin } from './services/financing-api/financing-api.plugin.ts';
import { hasContractInForce } from './services/financing-api/public.ts';
import { gatewayPlugin } from './services/gateway/gateway.plugin.ts';
import type { GatewayTables } from './services/gateway/gateway.table.ts';
import { rotateGatewayKey } from './services/gateway/gateway-keys.ts';
import { keyEncryptionKey } from './services/gateway/key-at-rest.ts';
import type { OnboardingTables } from './services/onboarding-api/onboarding.table.ts';
import { onboardingApiPlugin } from './services/onboarding-api/onboarding-api.plugin.ts';
import { productApiPlugin } from './services/product-api/product-api.plugin.ts';
import type { ProductTables } from './services/product-api/product-database.ts';
import { type Db, ownTables } from './tables.ts';
import { UNCONFIGURED_PARTIES, unconfiguredOutsideWorld } from './unconfigured-outside-world.ts';

export interface BuildAppOptions {
  /** An open, migrated database. */
  db: Db;
  config: AppConfig;
  /** false for silence; a stream to capture the (redacted) lines; stdout by default. */
  logger?: LoggerOption;
  /** The bank's clock, for tests. */
  now?: () => Date;
  /** The database pool's connections, when the engine has a pool (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Writes a consistent backup of the database and names its file (the operators' POST /backup). */
  backup?: () => Promise<string>;
  /** The cluster worker's number (WORKERS): in the sandbox, every answer names it (x-carteira-worker). */
  worker?: number;
}

/** The whole server, without listening: platform first, then each service. Tests build it in-process. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.config.logLevel, options.logger),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Behind the proxies TRUST_PROXY names (a hop count or their addresses, never every hop): the
    // client's address and https come from their headers.
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    logController: new QuietRequestLog(),
  });
  const metrics = registerMetrics(app, options.poolStats ? { poolStats: options.poolStats } : {});
  const { opsPort, opsHost } = options.config;
  if (opsPort !== undefined) {
    const backup = options.backup ?? (() => Promise.reject(new Error('no backup for this database')));
    let opsServer: Server | undefined;
    app.addHook('onReady', async () => {
      const rotate = async (graceSeconds: number | undefined) => {
        const rotation = await rotateGatewayKey(
          ownTables<GatewayTables>(options.db),
          keyEncryptionKey(options.config.gatewayKeyKek),
          graceSeconds ?? options.config.gatewayKeyGraceSeconds,
        );
        app.log.info(rotation, 'gateway key rotated');
        return rotation;
      };
      opsServer = await serveOps(
        { registry: metrics.registry, backup, rotateGatewayKey: rotate },
        opsPort,
        opsHost,
      );
      app.log.info(
        { port: opsPort, host: opsHost },
        "operators' port: /metrics, POST /backup, POST /gateway/rotate-key",
      );
    });
    app.addHook('onClose', async () => {
      await new Promise((done) => (opsServer ? opsServer.close(done) : done(undefined)));
    });
  }
  registerRefusalLog(app);
  if (options.worker !== undefined && options.config.mode === 'sandbox') {
    // Which of the processes behind one address answered: for demos and tests, never in production.
    const worker = String(options.worker);
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-carteira-worker', worker);
    });
  }
  registerSecurityHeaders(app);
  registerErrorHandling(app);

  app.get('/api/health', async () => ({ status: 'ok' }));
  // The operators' probes (/health/live, /health/ready); the due-work runners add their checks.
  registerHealth(app, options.db);
  // Each service is handed the one database typed to its own tables alone (docs/decisions/0041).
  const bankDb = ownTables<BankTables>(options.db);
  const financingDb = ownTables<FinancingTables>(options.db);
  const productDb = ownTables<ProductTables>(options.db);
  const engageDb = ownTables<EngageTables>(options.db);
  const onboardingDb = ownTables<OnboardingTables>(options.db);
  const gatewayDb = ownTables<GatewayTables>(options.db);
  // The bank's clock: the base clock plus the offset the sandbox may set (sandbox/sandbox-clock.ts).
  // A sandbox started at an instant (BANK_CLOCK_AT) runs its base from there, and the gateway checks
  // envelope times against it too, since the browsers of that run stand on the same date.
  // The sandbox (its doors, outbox, card processor, clearing house, clock start) exists only in sandbox
  // mode: production registers none of it (config.mode).
  const sandbox = options.config.mode === 'sandbox' && options.config.seedSandbox;
  const startAt = sandbox ? options.config.bankClockAt : undefined;
  const base = startAt ? clockStartingAt(startAt) : options.now;
  // The outside world each service's ports stand for (docs/decisions/0007-ports-and-front-doors.md):
  // in sandbox mode the sandbox's, whose clock a journey may move; in production the parties with no
  // real adapter yet refuse every call (unconfigured-outside-world.ts), on the machine's clock.
  const sandboxWorld = options.config.mode === 'sandbox' ? sandboxOutsideWorld(base) : undefined;
  const outside = sandboxWorld ?? unconfiguredOutsideWorld();
  const clock = sandboxWorld?.clock ?? fixedRateClock(base);
  if (!sandboxWorld) {
    app.log.warn(
      { parties: UNCONFIGURED_PARTIES },
      'production mode: outside parties without an adapter refuse',
    );
  }
  // One-time codes (SMS, e-mail): in the sandbox they land in an outbox read at /api/sandbox/outbox.
  const outbox = sandbox ? createSandboxOutbox(clock.now) : undefined;
  // The card processor and network: the sandbox's holds the card numbers (sandbox/card-processor.ts).
  const cardNetwork = sandbox ? createSandboxCardProcessor() : undefined;
  // The boleto clearing house: the sandbox's CIP-like registry (sandbox/boleto-registry.ts).
  const boletoClearing = sandbox ? sandboxBoletoRegistry : undefined;
  // The Loteria Federal's results, which the sandbox publishes (sandbox/lottery.ts).
  const lottery = sandbox ? createSandboxLottery(options.db) : undefined;
  await app.register(bankApiPlugin, {
    routes: gatewayRoutes,
    db: bankDb,
    config: options.config,
    now: clock.now,
    ports: outside.bank,
    ...(outbox ? { codeSender: outbox } : {}),
    ...(cardNetwork ? { cardNetwork } : {}),
    ...(boletoClearing ? { boletoClearing } : {}),
    // The QR payment scheme's merchants and shopping partner (sandbox/qr-merchants.ts).
    ...(sandbox ? { qrMerchants: sandboxQrNetwork } : {}),
    ...(lottery ? { lottery } : {}),
    // A financing contract in force keeps an account from closing; the financing service answers it.
    obligations: { financingInForce: hasContractInForce },
  });
  await app.register(pixJobsPlugin, { db: bankDb, config: options.config, clock, ports: outside.bank });
  // The credit card's monthly cycle (invoices closed on their closing day) on the bank's clock.
  await app.register(creditCardJobsPlugin, { db: bankDb, clock });
  // Scheduled TEDs, sent when their day's TED window opens on the bank's clock.
  await app.register(tedJobsPlugin, { db: bankDb, config: options.config, clock, ports: outside.bank });
  // The rewards read the bank events and hold the draws on the bank's clock, so a cashback or a winner
  // does not wait for the customer.
  await app.register(rewardsJobsPlugin, {
    db: bankDb,
    config: options.config,
    clock,
    ports: outside.bank,
    ...(lottery ? { lottery } : {}),
  });
  if (boletoClearing) {
    await app.register(boletoJobsPlugin, {
      db: bankDb,
      config: options.config,
      clock,
      boletoClearing,
      ports: outside.bank,
    });
  }
  // Several servers share the gateway's per-address counts in Redis (RATE_LIMIT_REDIS_URL).
  const shared = options.config.rateLimitRedis;
  const redis = shared ? new Redis(shared.url, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit Redis unreachable'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }
  await app.register(gatewayPlugin, {
    prefix: '/api/gateway',
    db: gatewayDb,
    rateLimit: options.config.gatewayRateLimit,
    keyEncryptionSecret: options.config.gatewayKeyKek,
    ...(redis && shared ? { rateLimitStore: { redis, nameSpace: shared.nameSpace } } : {}),
    ...(startAt && base ? { now: () => base().getTime() } : {}),
  });
  const financing = { db: financingDb, config: options.config, now: clock.now, ports: outside.financing };
  await app.register(financingApiPlugin, { prefix: '/v1/api', ...financing });
  await app.register(productApiPlugin, {
    prefix: '/api/product',
    ...financing,
    db: productDb,
    // Firebase and the maker's device service, which vouch for an app's session-token credentials.
    ...(sandbox ? { shellVerifier: sandboxShellVerifier } : {}),
  });
  // The content-card feed and the customer's notifications (docs/engage-api.md).
  await app.register(engageApiPlugin, {
    prefix: '/api/engage',
    db: engageDb,
    now: clock.now,
    uploadKey: options.config.uploadUrlKey,
  });
  // The onboarding service: its phone codes leave through the same sender as the bank's; in the
  // sandbox the waitlist's vacancies follow a switch at /api/sandbox/onboarding/vagas.
  const vacancies = sandbox ? createSandboxVacancies() : undefined;
  await app.register(onboardingApiPlugin, {
    prefix: '/v1/onboarding-dimo',
    db: onboardingDb,
    pinPepper: options.config.pinPepper,
    cpfHashKey: options.config.cpfHashKey,
    now: clock.now,
    ceps: outside.bank.ceps,
    ports: outside.bank,
    ...(outbox ? { codeSender: outbox } : {}),
    ...(sandbox ? { identityProvider: sandboxIdentityProvider } : {}),
    ...(vacancies ? { vacancies } : {}),
    ...(sandbox ? { analyst: sandboxAnalyst } : {}),
    clock,
    dueWork: runDueWork,
  });
  if (vacancies)
    await app.register(sandboxOnboardingPlugin, { prefix: '/api/sandbox/onboarding', vacancies });
  // The outside world's door into the sandbox (another bank sending a Pix); absent outside the sandbox.
  // The sandbox clock is one for every server on the database (sandbox/shared-clock.ts).
  if (sandbox && sandboxWorld)
    shareSandboxClock(app, sandboxWorld.clock, ownTables<SandboxTables>(options.db));
  if (sandbox && sandboxWorld)
    await app.register(sandboxApiPlugin, {
      prefix: '/api/sandbox',
      db: options.db,
      clock: sandboxWorld.clock,
      pinPepper: options.config.pinPepper,
      ...(outbox ? { outbox } : {}),
    });
  await registerWebApp(app, options.config.webDist);
  return app;
}

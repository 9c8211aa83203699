import { fileURLToPath } from 'node:url';
import { ENVIRONMENTS, type Environment, organizationUnitIdOf } from '@carteira/core/environment';
import { z } from 'zod';
import { secretWeakness, sharesRun } from './secret-strength.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

/** The development pepper: fine for the sandbox, replaced by PIN_PEPPER everywhere else. */
export const DEV_PIN_PEPPER = 'carteira-sandbox-pin-pepper-change-me';
/** The development key of the CPF HMAC (login counters, rate limits): sandbox only. */
export const DEV_CPF_HASH_KEY = 'carteira-sandbox-cpf-hash-key-change-me';
/** The development key-encryption secret of the gateway's private key; production refuses it. */
export const DEV_GATEWAY_KEY_KEK = 'carteira-sandbox-gateway-key-kek-change-me';
/** The development key of the support chat's signed upload URLs; production refuses it. */
export const DEV_UPLOAD_URL_KEY = 'carteira-sandbox-upload-url-key-change-me';

/**
 * sandbox: the demo (`npm start`), with the sandbox's door (/api/sandbox), seed and demo logins.
 * production: no sandbox route at all, no seed, no demo logins, and real keys required.
 */
export type AppMode = 'sandbox' | 'production';

/** Requests per IP and window at the gateway, refused with 429 before any envelope is opened. */
export interface RateLimitConfig {
  max: number;
  windowMs: number;
}

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface AppConfig {
  mode: AppMode;
  /** CARTEIRA_ENV: development (default), staging or production; the web build names the same. */
  environment: Environment;
  /** The organisation unit every bank call must carry in this environment (production 10). */
  organizationUnitId: number;
  port: number;
  host: string;
  /** A PostgreSQL URL; when absent the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** HMAC key mixed into PIN hashes (docs/decisions/0003-pin-hashing.md). */
  pinPepper: string;
  /** HMAC key for CPFs in counters and limits, so no table lists who tried (not the PIN pepper). */
  cpfHashKey: string;
  /** The secret the gateway's private key is sealed under at rest (GATEWAY_KEY_KEK). */
  gatewayKeyKek: string;
  /** UPLOAD_URL_KEY: the HMAC key of the support chat's signed upload URLs. */
  uploadUrlKey: string;
  /**
   * RATE_LIMIT_REDIS_URL: the gateway's per-address limit is kept in this Redis, shared by every
   * server; in each server's memory when absent (one server, the embedded default).
   */
  rateLimitRedis?: { url: string; nameSpace: string };
  /** Per-IP limit of the gateway's sealed calls. */
  gatewayRateLimit: RateLimitConfig;
  /** After a rotation, how long the old gateway key still opens calls (GATEWAY_KEY_GRACE_SECONDS). */
  gatewayKeyGraceSeconds: number;
  /**
   * The proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (TRUST_PROXY): none, a hop
   * count, or their addresses and ranges; never every hop (platform/trust-proxy.ts).
   */
  trustProxy: TrustProxy;
  /** Bank session validity in minutes (wallet.md section 9). */
  sessionMinutes: number;
  logLevel: string;
  /** The built web app; served at / when the folder exists. */
  webDist: string;
  seedSandbox: boolean;
  /** Print the demo logins at start (off in test runs, whose output should hold no CPF or password). */
  printDemoLogins: boolean;
  /** Sandbox only: the bank's clock starts at this instant and runs forward (BANK_CLOCK_AT). */
  bankClockAt?: Date;
  /**
   * A Pix to a key of this bank that goes through is done in one database call (decision 0011);
   * PAYMENTS_AT_ONCE=false runs every payment step by step (to compare the two).
   */
  paymentsAtOnce: boolean;
  /** OPS_PORT: the operators' port (metrics, backups), never the public one; off when absent. */
  opsPort?: number;
  /** OPS_HOST: where the operators' port listens (127.0.0.1). */
  opsHost: string;
  /** BACKUP_DIR: where backups are written (./backups). */
  backupDir: string;
  /**
   * FGTS_MONTHLY_RATE: the bank's monthly rate for the FGTS advance, as a decimal (1,79% a.m. is 0.0179;
   * the variable takes the percent, "1.79"). The advance refuses to simulate or contract while it is not
   * under the FGTS board's cap (core/fgts `advanceRateAllowed`).
   */
  fgtsMonthlyRate: number;
  /**
   * WORKERS: how many server processes share the public port (node:cluster), on PostgreSQL only; 1
   * (no cluster) by default.
   */
  workers: number;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  PIN_PEPPER: z.string().min(16).optional(),
  CPF_HASH_KEY: z.string().min(32).optional(),
  GATEWAY_KEY_KEK: z.string().min(32).optional(),
  UPLOAD_URL_KEY: z.string().min(32).optional(),
  CARTEIRA_MODE: z.enum(['sandbox', 'production']).optional(),
  CARTEIRA_ENV: z.enum(ENVIRONMENTS).default('development'),
  NODE_ENV: z.string().optional(),
  GATEWAY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  GATEWAY_KEY_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .default(3600),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((value) => parseTrustProxy(value) !== undefined),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SEED_SANDBOX: z.enum(['true', 'false']).default('true'),
  SANDBOX_LOGINS: z.enum(['true', 'false']).default('true'),
  BANK_CLOCK_AT: z.string().datetime({ offset: true }).optional(),
  PAYMENTS_AT_ONCE: z.enum(['true', 'false']).default('true'),
  RATE_LIMIT_REDIS_URL: z.string().url().optional(),
  OPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  OPS_HOST: z.string().min(1).default('127.0.0.1'),
  BACKUP_DIR: z.string().min(1).optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  FGTS_MONTHLY_RATE: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percent with up to 2 decimals, like 1.79')
    .default('1.79'),
});

/** A percent with up to 2 decimals ("1.79") as the decimal rate (0.0179), without a float's tail. */
export function percentToRate(percent: string): number {
  return Math.round(Number(percent) * 100) / 10_000;
}

/** Production is asked for by CARTEIRA_MODE=production, or NODE_ENV=production without CARTEIRA_MODE. */
function modeOf(e: { CARTEIRA_MODE?: AppMode | undefined; NODE_ENV?: string | undefined }): AppMode {
  return e.CARTEIRA_MODE ?? (e.NODE_ENV === 'production' ? 'production' : 'sandbox');
}

/**
 * What production refuses to start without: its own PIN pepper and CPF key, each strong
 * (platform/secret-strength.ts: long, varied, not edited from the development value), and not one
 * the other. Returns the names of what is missing or unsafe, with why.
 */
export function productionProblems(config: AppConfig): string[] {
  if (config.mode !== 'production') return [];
  const problems: string[] = [];
  const pepper = secretWeakness(config.pinPepper, DEV_PIN_PEPPER);
  if (pepper) problems.push(`PIN_PEPPER (${pepper})`);
  const cpfKey = secretWeakness(config.cpfHashKey, DEV_CPF_HASH_KEY);
  if (cpfKey) problems.push(`CPF_HASH_KEY (${cpfKey})`);
  if (!pepper && !cpfKey && sharesRun(config.cpfHashKey, config.pinPepper)) {
    problems.push('CPF_HASH_KEY (a key of its own, not PIN_PEPPER nor one edited from it)');
  }
  const kek = secretWeakness(config.gatewayKeyKek, DEV_GATEWAY_KEY_KEK);
  if (kek) problems.push(`GATEWAY_KEY_KEK (${kek})`);
  else if (
    sharesRun(config.gatewayKeyKek, config.pinPepper) ||
    sharesRun(config.gatewayKeyKek, config.cpfHashKey)
  ) {
    problems.push(
      'GATEWAY_KEY_KEK (a key of its own, not PIN_PEPPER or CPF_HASH_KEY nor one edited from them)',
    );
  }
  const upload = secretWeakness(config.uploadUrlKey, DEV_UPLOAD_URL_KEY);
  if (upload) problems.push(`UPLOAD_URL_KEY (${upload})`);
  else if (
    [config.pinPepper, config.cpfHashKey, config.gatewayKeyKek].some((k) => sharesRun(config.uploadUrlKey, k))
  ) {
    problems.push('UPLOAD_URL_KEY (a key of its own, not one of the other secrets nor one edited from them)');
  }
  return problems;
}

/** Reads the configuration from the environment; throws with the offending variable names. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`invalid configuration: ${names}`);
  }
  const e = parsed.data;
  if (e.BANK_CLOCK_AT && e.SEED_SANDBOX !== 'true')
    throw new Error('invalid configuration: BANK_CLOCK_AT is for the sandbox only');
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new Error(
      `invalid configuration: WORKERS=${e.WORKERS} needs PostgreSQL (DATABASE_URL); the embedded database (PGlite) belongs to one process, so it runs one server`,
    );
  }
  const mode = modeOf(e);
  const sandbox = mode === 'sandbox';
  const config: AppConfig = {
    mode,
    environment: e.CARTEIRA_ENV,
    organizationUnitId: organizationUnitIdOf(e.CARTEIRA_ENV),
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ?? `${REPO_ROOT}data`,
    pinPepper: e.PIN_PEPPER ?? DEV_PIN_PEPPER,
    cpfHashKey: e.CPF_HASH_KEY ?? DEV_CPF_HASH_KEY,
    gatewayKeyKek: e.GATEWAY_KEY_KEK ?? DEV_GATEWAY_KEY_KEK,
    uploadUrlKey: e.UPLOAD_URL_KEY ?? DEV_UPLOAD_URL_KEY,
    gatewayRateLimit: { max: e.GATEWAY_RATE_LIMIT, windowMs: 60_000 },
    gatewayKeyGraceSeconds: e.GATEWAY_KEY_GRACE_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    sessionMinutes: 1440,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? `${REPO_ROOT}apps/web/dist`,
    seedSandbox: sandbox && e.SEED_SANDBOX === 'true',
    printDemoLogins: sandbox && e.SANDBOX_LOGINS === 'true',
    paymentsAtOnce: e.PAYMENTS_AT_ONCE === 'true',
    opsHost: e.OPS_HOST,
    backupDir: e.BACKUP_DIR ?? `${REPO_ROOT}backups`,
    workers: e.WORKERS,
    fgtsMonthlyRate: percentToRate(e.FGTS_MONTHLY_RATE),
    ...(e.OPS_PORT !== undefined ? { opsPort: e.OPS_PORT } : {}),
    ...(e.RATE_LIMIT_REDIS_URL
      ? { rateLimitRedis: { url: e.RATE_LIMIT_REDIS_URL, nameSpace: 'carteira-gateway-' } }
      : {}),
    ...(e.BANK_CLOCK_AT ? { bankClockAt: new Date(e.BANK_CLOCK_AT) } : {}),
  };
  const problems = productionProblems(config);
  if (problems.length > 0) {
    throw new Error(`production mode refuses to start without: ${problems.join(', ')}`);
  }
  return config;
}

/** A configuration for in-process tests: nothing read from the environment but the test database. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    mode: 'sandbox',
    environment: 'development',
    organizationUnitId: organizationUnitIdOf('development'),
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: 'memory://',
    pinPepper: DEV_PIN_PEPPER,
    cpfHashKey: DEV_CPF_HASH_KEY,
    gatewayKeyKek: DEV_GATEWAY_KEY_KEK,
    uploadUrlKey: DEV_UPLOAD_URL_KEY,
    // In-process tests call from one address, many at once: only the flood tests set a real limit.
    gatewayRateLimit: { max: 1_000_000, windowMs: 60_000 },
    gatewayKeyGraceSeconds: 3600,
    trustProxy: false,
    sessionMinutes: 1440,
    logLevel: 'info',
    webDist: `${REPO_ROOT}apps/web/dist`,
    seedSandbox: true,
    printDemoLogins: false,
    paymentsAtOnce: true,
    opsHost: '127.0.0.1',
    backupDir: `${REPO_ROOT}backups`,
    workers: 1,
    fgtsMonthlyRate: 0.0179,
    ...overrides,
  };
}

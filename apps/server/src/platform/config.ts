import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The development pepper: fine for the sandbox, replaced by PIN_PEPPER everywhere else. */
export const DEV_PIN_PEPPER = 'carteira-sandbox-pin-pepper-change-me';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface AppConfig {
  port: number;
  host: string;
  /** A PostgreSQL URL; when absent the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** HMAC key mixed into PIN hashes (docs/decisions/0003-pin-hashing.md). */
  pinPepper: string;
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
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  PIN_PEPPER: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SEED_SANDBOX: z.enum(['true', 'false']).default('true'),
  SANDBOX_LOGINS: z.enum(['true', 'false']).default('true'),
  BANK_CLOCK_AT: z.string().datetime({ offset: true }).optional(),
});

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
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ?? `${REPO_ROOT}data`,
    pinPepper: e.PIN_PEPPER ?? DEV_PIN_PEPPER,
    sessionMinutes: 1440,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? `${REPO_ROOT}apps/web/dist`,
    seedSandbox: e.SEED_SANDBOX === 'true',
    printDemoLogins: e.SANDBOX_LOGINS === 'true',
    ...(e.BANK_CLOCK_AT ? { bankClockAt: new Date(e.BANK_CLOCK_AT) } : {}),
  };
}

/** A configuration for in-process tests: nothing read from the environment but the test database. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: 'memory://',
    pinPepper: DEV_PIN_PEPPER,
    sessionMinutes: 1440,
    logLevel: 'info',
    webDist: `${REPO_ROOT}apps/web/dist`,
    seedSandbox: true,
    printDemoLogins: false,
    ...overrides,
  };
}

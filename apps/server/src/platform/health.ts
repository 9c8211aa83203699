import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { migrationsPending } from './database/migrate.ts';

/** A part of the server that says whether it is ready (the due-work runners, say). */
export type ReadinessCheck = () => boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where parts of the server register what readiness waits for (platform/health.ts). */
    readiness: { add(name: string, check: ReadinessCheck): void };
  }
}

/**
 * The operators' probes, unauthenticated, cheap, and telling nothing but a word per check:
 * - `GET /health/live`: the process answers (200);
 * - `GET /health/ready`: the database answers, every migration is applied, and every registered part
 *   is ready (the due-work runners have caught up with what fell due, and still run): 200, else 503.
 * Call before any plugin that adds a readiness check.
 */
// biome-ignore lint/suspicious/noExplicitAny: the probe reads the database untyped
export function registerHealth(app: FastifyInstance, db: Kysely<any>): void {
  const checks = new Map<string, ReadinessCheck>();
  app.decorate('readiness', { add: (name: string, check: ReadinessCheck) => void checks.set(name, check) });

  app.get('/health/live', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'live' };
  });

  app.get('/health/ready', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const result: Record<string, 'ok' | 'failing'> = {};
    result.database = (await databaseAnswers(db)) ? 'ok' : 'failing';
    result.migrations =
      result.database === 'ok' && (await migrationsPending(db).catch(() => 1)) === 0 ? 'ok' : 'failing';
    for (const [name, check] of checks) result[name] = safely(check) ? 'ok' : 'failing';
    const ready = Object.values(result).every((v) => v === 'ok');
    reply.code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not ready', checks: result };
  });
}

// biome-ignore lint/suspicious/noExplicitAny: see above
async function databaseAnswers(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

function safely(check: ReadinessCheck): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

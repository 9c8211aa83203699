import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
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
    // One query: reading the migrations' table is also what shows the database answers.
    const pending = await migrationsPending(db).then(
      (n) => ({ answers: true, pending: n }),
      (err: unknown) => ({ answers: isMissingTable(err), pending: 1 }),
    );
    result.database = pending.answers ? 'ok' : 'failing';
    result.migrations = pending.pending === 0 ? 'ok' : 'failing';
    for (const [name, check] of checks) result[name] = safely(check) ? 'ok' : 'failing';
    const ready = Object.values(result).every((v) => v === 'ok');
    reply.code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not ready', checks: result };
  });
}

/** A database that answered "no such table" (never migrated) answers, though nothing is applied. */
function isMissingTable(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '42P01';
}

function safely(check: ReadinessCheck): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

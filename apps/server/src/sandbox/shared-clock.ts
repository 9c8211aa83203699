import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { SandboxTables } from './sandbox.table.ts';
import type { SandboxClock } from './sandbox-clock.ts';

export const CLOCK_POLL_MS = 1_000;

/**
 * The sandbox clock, the same on every server of one database: a move (`POST /api/sandbox/clock`)
 * is written to `sandbox_clock` with a version one higher; each server reads the row when it starts
 * and then only while it serves calls: when a call arrives and its last read is a second old or more,
 * it reads the row in the background (one read at a time, by primary key; the call does not wait),
 * taking a version it has not seen. So a journey that moves the clock
 * on one server finds it moved on the others within a second, a server that starts later (or again)
 * stands where the clock was left, and an idle server (or the one server of the embedded database
 * between demos) reads nothing. Only in sandbox mode; production has no such table in use.
 */
export function shareSandboxClock(
  app: FastifyInstance,
  clock: SandboxClock,
  db: Kysely<SandboxTables>,
  everyMs = CLOCK_POLL_MS,
): void {
  let seen = 0;
  clock.onSet(async (offsetMs) => {
    const { rows } = await sql<{ version: number }>`
      insert into sandbox_clock (id, offset_ms, version) values ('offset', ${offsetMs}, 1)
      on conflict (id) do update set offset_ms = excluded.offset_ms, version = sandbox_clock.version + 1
      returning version`.execute(db);
    seen = Number(rows[0]?.version ?? seen);
  });
  const sync = async () => {
    const row = await db.selectFrom('sandbox_clock').select(['offset_ms', 'version']).executeTakeFirst();
    if (!row || Number(row.version) <= seen) return;
    seen = Number(row.version);
    await clock.adopt(Number(row.offset_ms));
  };
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    await sync();
    readAt = Date.now();
  });
  app.addHook('onRequest', async () => {
    // In the background: no call waits for the read (a call held here would hold a graceful close).
    if (reading || Date.now() - readAt < everyMs) return;
    readAt = Date.now();
    reading = sync()
      .catch((err: unknown) => app.log.warn({ err }, 'sandbox clock sync failed'))
      .finally(() => {
        reading = undefined;
      });
  });
}

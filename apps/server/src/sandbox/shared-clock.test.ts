import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../platform/database/database.ts';
import type { Database } from '../tables.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const clockOf = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/sandbox/clock' })).json().result as {
    agora: string;
    deslocamentoMs: number;
  };

describe('the sandbox clock, one for every server on the database', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const handle = t.postgres
      ? await openDatabase<Database>({ url: t.postgres.url, schema: t.postgres.schema, poolSize: 2 })
      : undefined;
    other = await buildApp({ db: handle?.db ?? t.db, config: t.config, logger: false });
    await other.ready();
    closeOther = async () => {
      await other.close();
      await handle?.close();
    };
  });
  afterAll(async () => {
    await closeOther();
    await t.close();
  });

  it('moved on one server, it stands at the same instant on another within a second or two; put back the same way', async () => {
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/clock',
      payload: { agora: '2026-12-24T21:30:00-03:00' },
    });
    expect(moved.statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const there = await clockOf(other);
        expect(Math.abs(Date.parse(there.agora) - Date.parse('2026-12-25T00:30:00Z'))).toBeLessThan(10_000);
      },
      { timeout: 5_000, interval: 100 },
    );
    await other.inject({ method: 'DELETE', url: '/api/sandbox/clock' });
    await vi.waitFor(async () => expect((await clockOf(t.app)).deslocamentoMs).toBe(0), {
      timeout: 5_000,
      interval: 100,
    });
  });

  it('a server that starts later stands where the clock was left', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/clock',
      payload: { agora: '2027-02-08T10:00:00-03:00' },
    });
    const late = await buildApp({ db: t.db, config: t.config, logger: false });
    try {
      await late.ready();
      const there = await clockOf(late);
      expect(Math.abs(Date.parse(there.agora) - Date.parse('2027-02-08T13:00:00Z'))).toBeLessThan(10_000);
    } finally {
      await late.close();
      await t.app.inject({ method: 'DELETE', url: '/api/sandbox/clock' });
    }
  });
});

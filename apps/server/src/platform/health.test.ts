import Fastify from 'fastify';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerHealth } from './health.ts';

describe("the operators' probes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('live: the process answers, with no session and nothing cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'live' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready: the database answers, every migration is applied, every due-work runner has caught up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: {
        database: 'ok',
        migrations: 'ok',
        'pix schedules': 'ok',
        'credit card cycle': 'ok',
        'ted schedules': 'ok',
        'boleto schedules': 'ok',
        'onboarding reviews': 'ok',
        'rewards events and draws': 'ok',
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('not ready while a migration is missing, naming only the check', async () => {
    const { rows } = await sql<{ name: string }>`
      delete from kysely_migration where name = (select max(name) from kysely_migration) returning name`.execute(
      t.db,
    );
    try {
      const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'failing' },
      });
      expect(res.body).not.toMatch(/00\d\d-|kysely|error/i);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${rows[0]?.name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('ready costs one query', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const app = Fastify();
    registerHealth(app, t.db.withPlugin(counting));
    try {
      const res = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
      expect(queries).toBe(1);
    } finally {
      await app.close();
    }
  });
});

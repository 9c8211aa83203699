import { randomUUID } from 'node:crypto';
import {
  createSealer,
  type GatewayCall,
  importGatewayPublicKey,
  openAnswer,
  type SealedAnswer,
  type Sealer,
} from '@carteira/core/envelope';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './platform/database/database.ts';
import { KEY_RETIRED } from './services/gateway/gateway.plugin.ts';
import type { GatewayTables } from './services/gateway/gateway.table.ts';
import { retireDueKeys, rotateGatewayKey } from './services/gateway/gateway-keys.ts';
import { isSealedAtRest, KeyAtRestError, keyEncryptionKey } from './services/gateway/key-at-rest.ts';
import type { Database } from './tables.ts';
import { ANA, BRUNO, login } from './test/bank-helpers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const METADATA = [
  { tipo: 1, valor: 'web' },
  { tipo: 2, valor: 'test' },
  { tipo: 12, valor: 'device-1' },
];

/**
 * A client as the web app is one (apps/web/src/lib/bank/gateway-transport.ts): it fetches the public
 * key once, seals under one kept secret, and on the "key retired" answer fetches the key again and
 * sends the call once more. It records what each call met.
 */
function client(initial: FastifyInstance) {
  let key: Promise<{ keyId: string; sealer: Sealer }> | undefined;
  const seen = { retired: 0, retiredAt: [] as number[], byKey: new Map<string, number>() };
  async function fetchKey(from: FastifyInstance) {
    const { keyId, publicKey } = (
      await from.inject({ method: 'GET', url: '/api/gateway/public-key' })
    ).json() as { keyId: string; publicKey: string };
    return { keyId, sealer: createSealer(await importGatewayPublicKey(publicKey), keyId) };
  }
  async function attempt(server: FastifyInstance, call: GatewayCall) {
    key ??= fetchKey(initial);
    const { keyId, sealer } = await key;
    const { envelope, answerKey } = await sealer.seal(call);
    const res = await server.inject({ method: 'POST', url: '/api/gateway', payload: envelope });
    if (res.statusCode === 200) {
      seen.byKey.set(keyId, (seen.byKey.get(keyId) ?? 0) + 1);
      return {
        ok: true as const,
        answer: await openAnswer<{ success: boolean }>(answerKey, res.json() as SealedAnswer),
      };
    }
    return { ok: false as const, status: res.statusCode, body: res.json() as unknown };
  }
  return {
    seen,
    get keyId() {
      return key?.then((k) => k.keyId);
    },
    refetch(from: FastifyInstance) {
      key = fetchKey(from);
      return key;
    },
    async send(server: FastifyInstance, call: GatewayCall) {
      const first = await attempt(server, call);
      if (first.ok || JSON.stringify(first.body) !== JSON.stringify(KEY_RETIRED)) return first;
      seen.retired += 1;
      seen.retiredAt.push(Date.now());
      key = fetchKey(server);
      return attempt(server, call);
    },
  };
}

/**
 * The gateway key rotated while three servers on one database serve sealed calls: during the grace
 * both keys open calls on every server; after it, a call sealed for the old key is answered "key
 * retired" and runs nothing, and the client that fetches the key again gets through.
 */
describe('rotating the gateway key under load', () => {
  let t: TestApp;
  const servers: FastifyInstance[] = [];
  const closers: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    t = await createTestApp();
    servers.push(t.app);
    for (let i = 0; i < 2; i++) {
      const handle = t.postgres
        ? await openDatabase<Database>({ url: t.postgres.url, schema: t.postgres.schema, poolSize: 4 })
        : undefined;
      const app = await buildApp({ db: handle?.db ?? t.db, config: t.config, logger: false });
      await app.ready();
      servers.push(app);
      closers.push(async () => {
        await app.close();
        await handle?.close();
      });
    }
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await t.close();
  });
  const gatewayDb = () => t.db as unknown as Kysely<GatewayTables>;
  const kek = () => keyEncryptionKey(t.config.gatewayKeyKek);

  it('no call fails but with "key retired" after the grace, each paid once; every server takes the new key', async () => {
    const ana = await login(t.app, ANA);
    const oldKeyId = (await t.app.inject({ method: 'GET', url: '/api/gateway/public-key' })).json().keyId;
    const GRACE_SECONDS = 2;
    const WORKERS = 8;
    const keys: string[] = [];
    const failures: unknown[] = [];
    let done = 0;
    let rotated: { published: string; at: number; retiresAt: number } | undefined;
    const clients = Array.from({ length: WORKERS }, (_, i) => client(servers[i % 3] as FastifyInstance));

    const worker = async (w: number) => {
      const me = clients[w] as ReturnType<typeof client>;
      for (let n = 0; ; n++) {
        // Run until well past the old key's retirement.
        if (rotated && Date.now() > rotated.retiresAt + 700) return;
        const server = servers[(w + n) % 3] as FastifyInstance;
        // Half the clients fetch the key again now and then (a new page load); the others keep theirs.
        if (w % 2 === 0 && n > 0 && n % 6 === 0) await me.refetch(server);
        const pay = n % 2 === 0;
        const chave = randomUUID();
        const call: GatewayCall = pay
          ? {
              path: 'transferencias/efetuar-transferencia-entre-contas-arbi',
              method: 'POST',
              token: ana.token,
              body: {
                chaveDeConta: ana.accountId,
                pin: ANA.pin,
                valor: 0.01,
                agenciaDestino: '0001',
                contaDestino: BRUNO.conta,
                chaveDeIdempotencia: chave,
                metadados: METADATA,
                organizationUnitId: 1,
              },
            }
          : {
              path: 'conta/consultar-saldo',
              method: 'POST',
              token: ana.token,
              body: {
                chaveDeConta: ana.accountId,
                chaveDeIdempotencia: chave,
                metadados: METADATA,
                organizationUnitId: 1,
              },
            };
        const result = await me.send(server, call);
        if (!result.ok || !result.answer.success) failures.push(result.ok ? result.answer : result.body);
        else if (pay) keys.push(chave);
        done += 1;
      }
    };

    const rotation = (async () => {
      while (done < 40) await new Promise((r) => setTimeout(r, 5));
      const at = Date.now();
      const made = await rotateGatewayKey(gatewayDb(), kek(), GRACE_SECONDS);
      rotated = { published: made.published, at, retiresAt: at + GRACE_SECONDS * 1000 };
      expect(made.retiring.map((k) => k.keyId)).toEqual([oldKeyId]);
    })();
    await Promise.all([rotation, ...clients.map((_, w) => worker(w))]);

    expect(failures).toEqual([]);
    const r = rotated as NonNullable<typeof rotated>;
    // Both keys opened calls: the old one before and during the grace, the new one after.
    const opened = new Map<string, number>();
    for (const c of clients) for (const [k, n] of c.seen.byKey) opened.set(k, (opened.get(k) ?? 0) + n);
    expect(opened.get(oldKeyId)).toBeGreaterThan(40);
    expect(opened.get(r.published)).toBeGreaterThan(0);
    // The clients that kept the old key met "key retired", only once the grace was over, and got through.
    const retired = clients.flatMap((c) => c.seen.retiredAt);
    expect(retired.length).toBeGreaterThan(0);
    for (const at of retired) expect(at).toBeGreaterThanOrEqual(r.retiresAt);
    // Every server publishes the new key now.
    await new Promise((done) => setTimeout(done, 1100));
    for (const s of servers) {
      expect((await s.inject({ method: 'GET', url: '/api/gateway/public-key' })).json().keyId).toBe(
        r.published,
      );
    }
    // Each transfer paid exactly once.
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from movement where ${sql.join(
        keys.map((k) => sql`idempotency_key like ${`%${k}%`}`),
        sql` or `,
      )}`.execute(t.db);
    expect(Number(rows[0]?.n)).toBe(keys.length);
    console.info(
      `rotation under load: ${[...opened.values()].reduce((a, b) => a + b, 0)} calls on 3 servers ` +
        `(${opened.get(oldKeyId)} under the old key, ${opened.get(r.published)} under the new), ` +
        `${keys.length} transfers paid once, ${retired.length} "key retired" answers after the grace, each retried once and through`,
    );
  }, 120_000);

  it('a call sealed for a retired key runs nothing on any server; its private half is erased', async () => {
    const ana = await login(t.app, ANA);
    const stale = client(t.app);
    const staleKey = await stale.refetch(t.app);
    await rotateGatewayKey(gatewayDb(), kek(), 0);
    await retireDueKeys(gatewayDb(), new Date());
    // A server re-reads the published keys when asked for them at most once a second
    // (PUBLISHED_REFRESH_MS): past that, every server has seen the retirement.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (const s of servers) {
      const chave = randomUUID();
      const { envelope } = await staleKey.sealer.seal({
        path: 'transferencias/efetuar-transferencia-entre-contas-arbi',
        method: 'POST',
        token: ana.token,
        body: {
          chaveDeConta: ana.accountId,
          pin: ANA.pin,
          valor: 0.01,
          agenciaDestino: '0001',
          contaDestino: BRUNO.conta,
          chaveDeIdempotencia: chave,
          metadados: METADATA,
          organizationUnitId: 1,
        },
      });
      // Another server may hold the key until it reads the table again (at most 10 s, or a new key's call).
      await s.inject({ method: 'GET', url: '/api/gateway/public-key' });
      const res = await s.inject({ method: 'POST', url: '/api/gateway', payload: envelope });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(KEY_RETIRED);
      const { rows } = await sql<{ n: string }>`
        select count(*)::text as n from movement where idempotency_key like ${`%${chave}%`}`.execute(t.db);
      expect(rows[0]?.n).toBe('0');
    }
    const keys = await gatewayDb()
      .selectFrom('gateway_key')
      .select(['key_id', 'private_pkcs8', 'retires_at'])
      .execute();
    const retiredRow = keys.find((k) => k.key_id === staleKey.keyId);
    expect(retiredRow?.private_pkcs8).toBeNull();
    const published = keys.filter((k) => k.retires_at === null);
    expect(published).toHaveLength(1);
    expect(isSealedAtRest(published[0]?.private_pkcs8 ?? '')).toBe(true);
  }, 60_000);

  it('is refused with a key-encryption key that does not open the published key', async () => {
    const before = await gatewayDb().selectFrom('gateway_key').select('key_id').execute();
    await expect(
      rotateGatewayKey(gatewayDb(), keyEncryptionKey('another-secret-of-forty-characters-0000'), 60),
    ).rejects.toBeInstanceOf(KeyAtRestError);
    expect(await gatewayDb().selectFrom('gateway_key').select('key_id').execute()).toEqual(before);
  });
});

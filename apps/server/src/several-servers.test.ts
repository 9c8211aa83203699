import { randomUUID } from 'node:crypto';
import { openAnswer, type SealedAnswer } from '@carteira/core/envelope';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './platform/database/database.ts';
import { ledgerCheck } from './services/bank-api/public.ts';
import type { Database } from './tables.ts';
import { ANA, BRUNO, balanceOf, CARLA, call, login, registerEvp, resultOf } from './test/bank-helpers.ts';
import { createGatewayClient } from './test/gateway-client.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Three servers on one database, as behind a load balancer: on PostgreSQL each has its own pool to the
 * same schema; on PGlite (one process's database) they share its one connection. Any call may land on
 * any of them.
 */
describe('several servers, one bank', () => {
  let t: TestApp;
  const servers: FastifyInstance[] = [];
  const closers: Array<() => Promise<void>> = [];
  let now = new Date('2026-03-10T15:00:00Z');
  const clock = () => now;
  beforeAll(async () => {
    t = await createTestApp({ now: clock });
    servers.push(t.app);
    for (let i = 0; i < 2; i++) {
      const handle = t.postgres
        ? await openDatabase<Database>({ url: t.postgres.url, schema: t.postgres.schema, poolSize: 4 })
        : undefined;
      const app = await buildApp({ db: handle?.db ?? t.db, config: t.config, logger: false, now: clock });
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
  const server = (i: number) => servers[i] as FastifyInstance;
  const a = () => server(0);
  const b = () => server(1);
  const c = () => server(2);

  it('log in on one, see the balance on another, pay on a third', async () => {
    const ana = await login(a(), ANA);
    const saldo = resultOf<{ saldo: number }>(
      await call(b(), 'conta/consultar-saldo', { chaveDeConta: ana.accountId }, ana.token),
    );
    const paid = await call(
      c(),
      'transferencias/efetuar-transferencia-entre-contas-arbi',
      {
        chaveDeConta: ana.accountId,
        pin: ANA.pin,
        valor: 1,
        agenciaDestino: '0001',
        contaDestino: BRUNO.conta,
      },
      ana.token,
    );
    expect(paid.success).toBe(true);
    const after = resultOf<{ saldo: number }>(
      await call(a(), 'conta/consultar-saldo', { chaveDeConta: ana.accountId }, ana.token),
    );
    expect(Math.round(after.saldo * 100)).toBe(Math.round(saldo.saldo * 100) - 100);
  });

  it('every server opens envelopes sealed for the one gateway key, and a replay is refused by another', async () => {
    const keys = await Promise.all(
      servers.map((s) => s.inject({ method: 'GET', url: '/api/gateway/public-key' })),
    );
    expect(new Set(keys.map((k) => k.json().keyId)).size).toBe(1);
    const client = await createGatewayClient(a());
    const { envelope, answerKey } = await client.seal({
      path: 'utilidades/consultar-proximo-dia-util',
      method: 'POST',
      body: { data: '2026-12-24' },
    });
    const first = await b().inject({ method: 'POST', url: '/api/gateway', payload: envelope });
    expect((await openAnswer<{ success: boolean }>(answerKey, first.json() as SealedAnswer)).success).toBe(
      true,
    );
    const replay = await c().inject({ method: 'POST', url: '/api/gateway', payload: envelope });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ success: false, error: { code: 40000 } });
  });

  it('an idempotency key is honoured across servers: the same answer, one movement; another body is 40044', async () => {
    const ana = await login(a(), ANA);
    const key = randomUUID();
    const body = {
      chaveDeConta: ana.accountId,
      pin: ANA.pin,
      valor: 2,
      agenciaDestino: '0001',
      contaDestino: BRUNO.conta,
      chaveDeIdempotencia: key,
    };
    const path = 'transferencias/efetuar-transferencia-entre-contas-arbi';
    const [one, two] = await Promise.all([
      call(a(), path, body, ana.token),
      call(b(), path, body, ana.token),
    ]);
    expect(one).toEqual(two);
    expect(one.success).toBe(true);
    const other = await call(c(), path, { ...body, valor: 3 }, ana.token);
    expect(other).toMatchObject({ success: false, error: { code: 40044 } });
    const { rows } = await sql<{
      n: string;
    }>`select count(*)::text as n from movement where idempotency_key like ${`%${key}%`}`.execute(t.db);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('each scheduled Pix is paid once, whichever servers run their jobs at the same time', async () => {
    const ana = await login(a(), ANA);
    const bruno = await login(b(), BRUNO);
    const chave = await registerEvp(b(), bruno);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const made = await call(
        server(i % 3),
        'pix/operacao/efetuar-agendamento-pix-chave',
        { chaveDeConta: ana.accountId, pin: ANA.pin, chave, valor: 1, dataPagamento: '2026-03-11' },
        ana.token,
      );
      ids.push(resultOf<{ idAgendamento: string }>(made).idAgendamento);
    }
    now = new Date('2026-03-11T12:00:00Z');
    await Promise.all(servers.map((s) => s.pixJobs.runDue()));
    for (const id of ids) {
      const { rows } = await sql<{ n: string }>`
        select count(*)::text as n from movement where idempotency_key like ${`%agendamento:${id}:%`}`.execute(
        t.db,
      );
      expect(Number(rows[0]?.n)).toBe(1);
    }
  });

  it('a load of payments spread over the three, each sent twice to two of them: none doubled, the ledger whole', async () => {
    const people = [ANA, BRUNO, CARLA];
    const sessions = await Promise.all(people.map((p, i) => login(server(i), p)));
    const evps = await Promise.all(sessions.map((s, i) => registerEvp(server(i), s)));
    const before = await Promise.all(sessions.map((s, i) => balanceOf(server(i), s)));
    const cents = (reais: number) => Math.round(reais * 100);
    const ledgerBefore = await ledgerCheck(t.db);
    // 60 payments: a Pix by key and a transfer within the bank in turn, around the circle Ana -> Bruno
    // -> Carla -> Ana, 1 to 3 centavos each; each sent at once to server i and to server i + 1.
    const payments = Array.from({ length: 60 }, (_, i) => {
      const from = i % 3;
      const to = (i + 1) % 3;
      const valor = ((i % 3) + 1) / 100;
      const who = sessions[from] as (typeof sessions)[number];
      const payer = people[from] as (typeof people)[number];
      const payee = people[to] as (typeof people)[number];
      const key = randomUUID();
      const body =
        i % 2 === 0
          ? {
              chaveDeConta: who.accountId,
              pin: payer.pin,
              valor,
              chave: evps[to],
              chaveDeIdempotencia: key,
            }
          : {
              chaveDeConta: who.accountId,
              pin: payer.pin,
              valor,
              agenciaDestino: '0001',
              contaDestino: payee.conta,
              chaveDeIdempotencia: key,
            };
      const path =
        i % 2 === 0
          ? 'pix/operacao/enviar-ordem-pagamento-por-chave'
          : 'transferencias/efetuar-transferencia-entre-contas-arbi';
      return { i, from, to, valor, key, body, path, token: who.token };
    });
    const answers = await Promise.all(
      payments.flatMap((p) => [
        call(server(p.i % 3), p.path, p.body, p.token),
        call(server((p.i + 1) % 3), p.path, p.body, p.token),
      ]),
    );
    for (let n = 0; n < payments.length; n++) {
      const [one, two] = [answers[2 * n], answers[2 * n + 1]];
      expect(one?.success, JSON.stringify(one)).toBe(true);
      expect(two).toEqual(one);
    }
    // One movement per idempotency key, and each balance moved by exactly what was paid to and from it.
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from movement where ${sql.join(
        payments.map((p) => sql`idempotency_key like ${`%${p.key}%`}`),
        sql` or `,
      )}`.execute(t.db);
    expect(Number(rows[0]?.n)).toBe(payments.length);
    const expected = before.map(cents);
    for (const p of payments) {
      expected[p.from] = (expected[p.from] ?? 0) - cents(p.valor);
      expected[p.to] = (expected[p.to] ?? 0) + cents(p.valor);
    }
    const after = await Promise.all(sessions.map((s, i) => balanceOf(server((i + 1) % 3), s)));
    expect(after.map(cents)).toEqual(expected);
    // The invariants the restore checks: every balance is the sum of its postings, every movement balanced.
    const ledger = await ledgerCheck(t.db);
    expect(ledger.wrong).toEqual([]);
    expect(ledger.movements - ledgerBefore.movements).toBe(payments.length);
  }, 120_000);
});

import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's metrics (Prometheus text format), served on the operators' port only (ops-server.ts). */
    metrics: AppMetrics;
  }
}

/** What an operator scrapes. Labels are bounded: route patterns, bank paths, codes, reasons, job names. */
export interface AppMetrics {
  registry: Registry;
  /** A bank call through the gateway: its path and how it ended ('ok' or the bank's error code). */
  bankCall(path: string, outcome: string, seconds: number): void;
  /** A request refused before any work (bad envelope, rate limit, media type), by reason. */
  refused(reason: string): void;
  /** A due-work run: the items it did, and whether its runner has caught up. */
  dueWork(job: string, items: number, caughtUp: boolean): void;
}

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * One registry per app (tests build many): HTTP requests by route pattern, method and status with
 * their latency; bank calls by path and outcome (payments by kind, refusals by code) with their
 * latency; requests refused before any work, by reason; due work done and whether each runner has
 * caught up; the database pool's connections when the engine has a pool (`poolStats`).
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { poolStats?: () => { total: number; idle: number; waiting: number } } = {},
): AppMetrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'carteira_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, with their latency',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS,
    registers: [registry],
  });
  const bankCalls = new Histogram({
    name: 'carteira_bank_call_duration_seconds',
    help: "Bank calls through the gateway by path and outcome ('ok' or the bank's error code)",
    labelNames: ['path', 'outcome'],
    buckets: SECONDS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'carteira_requests_refused_total',
    help: 'Requests refused before any work, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  const dueItems = new Counter({
    name: 'carteira_due_work_items_total',
    help: 'Items of due work done (scheduled payments, invoice cycles), by job',
    labelNames: ['job'],
    registers: [registry],
  });
  const caughtUp = new Gauge({
    name: 'carteira_due_work_caught_up',
    help: '1 when the job found nothing left due on its last run, else 0',
    labelNames: ['job'],
    registers: [registry],
  });
  const lastRun = new Gauge({
    name: 'carteira_due_work_last_run_timestamp_seconds',
    help: "When the job's last run ended (its lag is now minus this)",
    labelNames: ['job'],
    registers: [registry],
  });
  if (options.poolStats) {
    const stats = options.poolStats;
    new Gauge({
      name: 'carteira_db_pool_connections',
      help: "The database pool's connections: total, idle, and callers waiting for one",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const metrics: AppMetrics = {
    registry,
    bankCall: (path, outcome, seconds) => bankCalls.observe({ path, outcome }, seconds),
    refused: (reason) => refusals.inc({ reason }),
    dueWork(job, items, done) {
      if (items > 0) dueItems.inc({ job }, items);
      caughtUp.set({ job }, done ? 1 : 0);
      lastRun.set({ job }, Date.now() / 1000);
    },
  };
  app.decorate('metrics', metrics);
  return metrics;
}

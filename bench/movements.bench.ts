import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SANDBOX_DEVICE_METADATA } from '@carteira/server/src/sandbox/customers.ts';
import type { BenchServer } from './bench-server.ts';
import type { KindResult, LoadKind, LoadMix, LoadOrder, LoadResult } from './load-client.ts';
import { ownCpuMs, ownWriteCalls, postgresCpuMs, postgresCpuSpent } from './process-cpu.ts';
import { median, percentile } from './stats.ts';

/** One call kind's figures in a run: how many, and how long they took. */
export interface KindFigures {
  done: number;
  refused: number;
  medianMs: number;
  p99Ms: number;
}

/** Several counts of one kind (of the load processes, of the connections) as one. */
export function merged(results: KindResult[]): KindResult {
  return {
    done: results.reduce((n, r) => n + r.done, 0),
    refused: results.reduce((n, r) => n + r.refused, 0),
    times: results.flatMap((r) => r.times),
  };
}

export function figuresOf(r: KindResult): KindFigures {
  return { done: r.done, refused: r.refused, medianMs: median(r.times), p99Ms: percentile(r.times, 99) };
}

export interface MovementRun {
  kind: LoadKind | 'mixed';
  clients: number;
  seconds: number;
  done: number;
  refused: number;
  perSecond: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  /** The same per call kind (a mixed load has several). */
  byKind: Partial<Record<LoadKind, KindFigures>>;
  /**
   * CPU time per call (ms), by who spent it: this process (the server: HTTP, gateway, bank, and on
   * PGlite the database too), PostgreSQL's backends (undefined on PGlite or without /proc), the load
   * processes. On a machine with fewer cores than their sum per call allows, they share the cores.
   */
  cpuPerCall: { server: number; database: number | undefined; clients: number };
  /** Write calls the server process made per call (its answer and its round trips to PostgreSQL). */
  writesPerCall: number | undefined;
}

const CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

/** Boleto lines each load process takes for a mixed load (each paid once at most). */
const BOLETOS_PER_PROCESS = 1500;

/** Runs one load order in a child process (forked with this process's loader, so it runs TypeScript). */
function loadProcess(order: LoadOrder): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(CLIENT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (m) => resolve(m as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load process ended with ${code}`));
    });
    child.send(order);
  });
}

/**
 * Internal transfers or Pix payments by key between the server's customers (or each caller's balance,
 * the lightest sealed call, or a mixed load drawn from `mix`), `clients` callers in all spread over
 * `processes` load processes, for `seconds`. Amounts of R$ 0,01 to R$ 1,00 stay far inside the Pix
 * limits, so a payment's refusal is a balance refusal (17000); logins and key look-ups may meet their
 * buckets (46001, 40083); any other answer stops the run.
 */
export async function runMovements(
  server: BenchServer,
  opts: {
    kind: LoadKind | 'mixed';
    mix?: LoadMix;
    clients: number;
    seconds: number;
    processes: number;
    seed: number;
  },
): Promise<MovementRun> {
  const processes = Math.min(opts.processes, opts.clients);
  const paysBoletos = opts.kind === 'boleto' || (opts.mix ?? []).some((m) => m.kind === 'boleto');
  const base = {
    kind: opts.kind,
    ...(opts.mix ? { mix: opts.mix } : {}),
    device: SANDBOX_DEVICE_METADATA,
    today: server.today,
    address: server.address,
    keyId: server.keyId,
    publicKey: server.publicKey,
    customers: server.customers.map((c) => ({
      token: c.token,
      chaveDeConta: c.chaveDeConta,
      pin: c.demo.pin,
      conta: c.demo.conta,
      cpf: c.demo.cpf,
      senha: c.demo.senha,
      ...(c.pixKey ? { pixKey: c.pixKey } : {}),
    })),
    seconds: opts.seconds,
  };
  const serverBefore = ownCpuMs();
  const writesBefore = ownWriteCalls();
  const databaseBefore = server.engine === 'postgresql' ? postgresCpuMs() : undefined;
  const results = await Promise.all(
    Array.from({ length: processes }, (_, i) =>
      loadProcess({
        ...base,
        loops: Math.floor(opts.clients / processes) + (i < opts.clients % processes ? 1 : 0),
        seed: opts.seed + i * 101,
        ...(paysBoletos ? { boletos: server.boletoLines(BOLETOS_PER_PROCESS) } : {}),
      }),
    ),
  );
  const serverMs = ownCpuMs() - serverBefore;
  const writesAfter = ownWriteCalls();
  const databaseAfter = databaseBefore === undefined ? undefined : postgresCpuMs();
  const failed = results.find((r) => r.unexpected);
  if (failed) throw new Error(failed.unexpected);
  const { times, done, refused } = merged(results);
  const byKind: MovementRun['byKind'] = {};
  for (const kind of new Set(results.flatMap((r) => Object.keys(r.byKind) as LoadKind[]))) {
    byKind[kind] = figuresOf(
      merged(results.map((r) => r.byKind[kind]).filter((k): k is KindResult => k !== undefined)),
    );
  }
  return {
    kind: opts.kind,
    clients: opts.clients,
    seconds: opts.seconds,
    done,
    refused,
    perSecond: (done + refused) / opts.seconds,
    medianMs: median(times),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    byKind,
    cpuPerCall: {
      server: serverMs / Math.max(1, done + refused),
      database:
        databaseBefore === undefined || databaseAfter === undefined
          ? undefined
          : postgresCpuSpent(databaseBefore, databaseAfter) / Math.max(1, done + refused),
      clients: results.reduce((n, r) => n + r.cpuMs, 0) / Math.max(1, done + refused),
    },
    writesPerCall:
      writesBefore === undefined || writesAfter === undefined
        ? undefined
        : (writesAfter - writesBefore) / Math.max(1, done + refused),
  };
}

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchServer } from './bench-server.ts';
import type { LoadKind, LoadOrder, LoadResult } from './load-client.ts';
import { ownCpuMs, ownWriteCalls, postgresCpuMs, postgresCpuSpent } from './process-cpu.ts';
import { median, percentile } from './stats.ts';

export interface MovementRun {
  kind: LoadKind;
  clients: number;
  seconds: number;
  done: number;
  refused: number;
  perSecond: number;
  medianMs: number;
  p95Ms: number;
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
 * the lightest sealed call), `clients` callers in all spread over `processes` load processes, for
 * `seconds`. Amounts of R$ 0,01 to R$ 1,00 stay far inside
 * the Pix limits, so every refusal counted is a balance refusal (17000); any other answer stops the run.
 */
export async function runMovements(
  server: BenchServer,
  opts: { kind: LoadKind; clients: number; seconds: number; processes: number; seed: number },
): Promise<MovementRun> {
  const processes = Math.min(opts.processes, opts.clients);
  const base = {
    kind: opts.kind,
    address: server.address,
    keyId: server.keyId,
    publicKey: server.publicKey,
    customers: server.customers.map((c) => ({
      token: c.token,
      chaveDeConta: c.chaveDeConta,
      pin: c.demo.pin,
      conta: c.demo.conta,
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
      }),
    ),
  );
  const serverMs = ownCpuMs() - serverBefore;
  const writesAfter = ownWriteCalls();
  const databaseAfter = databaseBefore === undefined ? undefined : postgresCpuMs();
  const failed = results.find((r) => r.unexpected);
  if (failed) throw new Error(failed.unexpected);
  const times = results.flatMap((r) => r.times);
  const done = results.reduce((n, r) => n + r.done, 0);
  const refused = results.reduce((n, r) => n + r.refused, 0);
  return {
    kind: opts.kind,
    clients: opts.clients,
    seconds: opts.seconds,
    done,
    refused,
    perSecond: (done + refused) / opts.seconds,
    medianMs: median(times),
    p95Ms: percentile(times, 95),
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

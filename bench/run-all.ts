import { atOnceSince } from './at-once-tally.ts';
import {
  BENCH_PG_URL,
  type BenchServer,
  type LedgerCheck,
  ledgerIntact,
  reachable,
  startBenchServer,
} from './bench-server.ts';
import { DAY_MIX } from './day-mix.ts';
import { benchEnvelope } from './envelope.bench.ts';
import type { LoadKind } from './load-client.ts';
import { type RawMixedRun, runRawMixed } from './mixed.bench.ts';
import { type MovementRun, runMovements } from './movements.bench.ts';
import { benchPin } from './pin.bench.ts';
import { loadAverage } from './process-cpu.ts';
import { type RawRun, runRaw } from './raw.bench.ts';

// One run, side by side: the raw database, then Carteira's transfers and Pix through the HTTP gateway,
// then a bank's day of mixed calls (day-mix.ts) through the gateway and its SQL straight through the
// driver, on PostgreSQL and on PGlite, with the integrity of the ledger checked after every run. The
// callers run in BENCH_PROCESSES load processes (2 by default), so their crypto is not the server's work.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const EXTRA_ACCOUNTS = 60;

interface EngineRuns {
  engine: 'postgresql' | 'pglite';
  accounts: number;
  raw: RawRun;
  transfer: MovementRun;
  pix: MovementRun;
  single: MovementRun;
  /** How many of the Pix and of the transfers went through in one database call (decision 0011). */
  atOnce: { pix: number; transfer: number };
  /** The lightest sealed call (a balance), the floor under any payment through the gateway. */
  balance: MovementRun;
  /** The bank's day through the gateway and its raw SQL, and the payments of it that went in one call. */
  mixed: { app: MovementRun; raw: RawMixedRun; pixAtOnce: number; stepByStep: string[] };
  checks: { after: string; check: LedgerCheck }[];
}

async function measure(url: string | undefined): Promise<EngineRuns> {
  const server: BenchServer = await startBenchServer({
    url,
    clients: CLIENTS,
    extraAccounts: EXTRA_ACCOUNTS,
  });
  const checks: EngineRuns['checks'] = [];
  const checked = async <T>(after: string, run: Promise<T>): Promise<T> => {
    const result = await run;
    checks.push({ after, check: await server.check() });
    return result;
  };
  try {
    const movements = { clients: CLIENTS, seconds: SECONDS, processes: PROCESSES };
    const raw = await checked('raw', runRaw(server, { clients: CLIENTS, seconds: SECONDS }));
    const transfersTally = atOnceSince('transfer_at_once');
    const transfer = await checked(
      'transfers',
      runMovements(server, { ...movements, kind: 'transfer', seed: 7 }),
    );
    const transfersAtOnce = transfersTally().atOnce;
    const pixTally = atOnceSince('pix_send_to_key_at_once');
    const pix = await checked('Pix', runMovements(server, { ...movements, kind: 'pix', seed: 11 }));
    const single = await checked(
      'one Pix at a time',
      runMovements(server, {
        kind: 'pix',
        clients: 1,
        processes: 1,
        seconds: Math.max(3, SECONDS / 2),
        seed: 13,
      }),
    );
    const atOnce = {
      pix: pixTally().atOnce,
      transfer: transfersAtOnce,
    };
    const balance = await runMovements(server, { ...movements, kind: 'balance', seed: 17 });
    const mixedTally = atOnceSince('pix_send_to_key_at_once');
    const mixedApp = await checked(
      'the mixed load',
      runMovements(server, { ...movements, kind: 'mixed', mix: DAY_MIX, seed: 19 }),
    );
    const { atOnce: pixAtOnce, stepByStep } = mixedTally();
    const mixedRaw = await checked(
      'the mixed load, raw',
      runRawMixed(server, { clients: CLIENTS, seconds: SECONDS, mix: DAY_MIX, seed: 19 }),
    );
    return {
      mixed: { app: mixedApp, raw: mixedRaw, pixAtOnce, stepByStep },
      atOnce,
      engine: server.engine,
      accounts: server.customers.length,
      raw,
      transfer,
      pix,
      single,
      balance,
      checks,
    };
  } finally {
    await server.close();
  }
}

const started = loadAverage();
console.log(
  `load average at start (1, 5, 15 min): ${started}; ${SECONDS} s a run, ${CLIENTS} callers in ${PROCESSES} processes`,
);

const env = await benchEnvelope(1000);
console.log('envelope, median (client seal + gateway open of one request; whole round adds the answer):');
console.log(
  `  fresh secret every call: request ${(env.requestMedianUs / 1000).toFixed(2)} ms, gateway open alone ${(env.openMedianUs / 1000).toFixed(2)} ms, whole round ${(env.medianUs / 1000).toFixed(2)} ms`,
);
if (env.kept) {
  console.log(
    `  kept secret (sealer) and key cache: request ${(env.kept.requestMedianUs / 1000).toFixed(2)} ms, gateway open alone ${(env.kept.openMedianUs / 1000).toFixed(2)} ms, whole round ${(env.kept.medianUs / 1000).toFixed(2)} ms`,
  );
}
if (env.keptNode) {
  console.log(
    `  the same, gateway on node:crypto: request ${(env.keptNode.requestMedianUs / 1000).toFixed(2)} ms, gateway open alone ${(env.keptNode.openMedianUs / 1000).toFixed(2)} ms, whole round ${(env.keptNode.medianUs / 1000).toFixed(2)} ms`,
  );
}

const pin = await benchPin();
console.log(
  `one PIN check, median: keyed hash ${(pin.keyedUs / 1000).toFixed(3)} ms; the earlier scrypt form ${(pin.scryptUs / 1000).toFixed(2)} ms`,
);

const runs: EngineRuns[] = [];
if (await reachable(BENCH_PG_URL)) runs.push(await measure(BENCH_PG_URL));
else
  console.log(
    `PostgreSQL at ${BENCH_PG_URL.replace(/\/\/[^@]*@/, '//')} not reachable: set BENCH_DATABASE_URL to measure it`,
  );
runs.push(await measure(undefined));

const col = (text: string) => text.padEnd(40);
const rate = (r: { perSecond: number }) => `${Math.round(r.perSecond).toLocaleString('en')}/s`;
const ratio = (r: MovementRun, raw: RawRun) => (r.perSecond / raw.perSecond).toFixed(2);
console.log('');
console.log(`${col('')}${runs.map((r) => col(`${r.engine} (${r.accounts} accounts)`)).join('')}`);
const row = (name: string, cell: (r: EngineRuns) => string) =>
  console.log(`${col(name)}${runs.map((r) => col(cell(r))).join('')}`);
row('raw transfer, 7 statements', (r) => rate(r.raw));
row('transfer via gateway', (r) => `${rate(r.transfer)} (app/raw ${ratio(r.transfer, r.raw)})`);
row('  median / p95', (r) => `${r.transfer.medianMs.toFixed(1)} / ${r.transfer.p95Ms.toFixed(1)} ms`);
row(
  '  went at once (one database call)',
  (r) => `${r.atOnce.transfer} of ${r.transfer.done + r.transfer.refused}`,
);
row('Pix via gateway', (r) => `${rate(r.pix)} (app/raw ${ratio(r.pix, r.raw)})`);
row('  median / p95', (r) => `${r.pix.medianMs.toFixed(1)} / ${r.pix.p95Ms.toFixed(1)} ms`);
row(
  '  went at once (one database call)',
  (r) => `${r.atOnce.pix} of ${r.pix.done + r.pix.refused + r.single.done + r.single.refused}`,
);
row(
  'one Pix alone, median / p95',
  (r) => `${r.single.medianMs.toFixed(2)} / ${r.single.p95Ms.toFixed(2)} ms`,
);
const cpu = (r: MovementRun) =>
  [
    `server ${r.cpuPerCall.server.toFixed(2)}`,
    r.cpuPerCall.database === undefined ? undefined : `db ${r.cpuPerCall.database.toFixed(2)}`,
    `clients ${r.cpuPerCall.clients.toFixed(2)}`,
  ]
    .filter(Boolean)
    .join(' + ');
row('  CPU ms per Pix', (r) => cpu(r.pix));
row('  CPU ms per transfer', (r) => cpu(r.transfer));
const writes = (r: MovementRun) => (r.writesPerCall === undefined ? '-' : r.writesPerCall.toFixed(1));
row('  server writes, Pix/transfer/balance', (r) => [r.pix, r.transfer, r.balance].map(writes).join(' / '));
row('balance via gateway (4 statements)', (r) => `${rate(r.balance)} (app/raw ${ratio(r.balance, r.raw)})`);
row('  CPU ms per balance', (r) => cpu(r.balance));
row('refused for balance', (r) => `${r.transfer.refused} + ${r.pix.refused} + ${r.single.refused}`);
row('ledger after every run', (r) =>
  r.checks.every((c) => ledgerIntact(c.check))
    ? `intact (${r.checks.length} of ${r.checks.length})`
    : 'BROKEN',
);
console.log('');
console.log(
  `a bank's day, mixed (${DAY_MIX.map((m) => `${m.kind} ${m.percent}%`).join(', ')}), through the gateway beside its raw SQL:`,
);
console.log(`${col('')}${runs.map((r) => col(`${r.engine}: app | raw, p50 / p99 ms`)).join('')}`);
const ms = (f: { medianMs: number; p99Ms: number } | undefined) =>
  f ? `${f.medianMs.toFixed(1)} / ${f.p99Ms.toFixed(1)}` : '-';
row(
  'all calls',
  (r) =>
    `${rate(r.mixed.app)} | ${rate(r.mixed.raw)} (${(r.mixed.app.perSecond / r.mixed.raw.perSecond).toFixed(2)})`,
);
row('  p50 / p99 ms', (r) => `${ms(r.mixed.app)} | ${ms(r.mixed.raw.all)}`);
const kindRow = (kind: LoadKind) =>
  row(`  ${kind} (${DAY_MIX.find((m) => m.kind === kind)?.percent}%)`, (r) => {
    const app = r.mixed.app.byKind[kind];
    const raw = r.mixed.raw.byKind[kind];
    const times = app && raw ? ` x${(app.medianMs / raw.medianMs).toFixed(1)}` : '';
    return `${ms(app)} | ${ms(raw)}${times}`;
  });
for (const { kind } of DAY_MIX) kindRow(kind);
const calls = (r: EngineRuns, kind: LoadKind) => {
  const k = r.mixed.app.byKind[kind];
  return k ? k.done + k.refused : 0;
};
row('  refused (balance, buckets)', (r) =>
  DAY_MIX.map((m) => r.mixed.app.byKind[m.kind]?.refused ?? 0)
    .join('/')
    .concat(' in the order above'),
);
row(
  '  payments in one database call',
  (r) => `Pix ${r.mixed.pixAtOnce} of ${calls(r, 'pix')}, boletos none of ${calls(r, 'boleto')}`,
);
row('  went step by step, and why', (r) =>
  r.mixed.stepByStep.length > 0 ? r.mixed.stepByStep.join(', ') : 'none',
);
console.log(
  "  (app/raw: the calls a second through the gateway over the raw SQL's; xN: the app's median over the raw's)",
);
console.log(
  'targets: Pix app/raw >= 0.5; Pix >= 1,500/s on PostgreSQL, >= 800/s on PGlite; one Pix median <= 3 ms on PostgreSQL',
);
console.log(`load average at end: ${loadAverage()}`);
for (const r of runs)
  for (const c of r.checks)
    if (!ledgerIntact(c.check)) {
      console.log(`${r.engine}, after ${c.after}: ${JSON.stringify(c.check)}`);
      process.exitCode = 1;
    }

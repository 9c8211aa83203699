import { atOnceSince } from './at-once-tally.ts';
import { BENCH_PG_URL, ledgerIntact, reachable, startBenchServer } from './bench-server.ts';
import { type MovementRun, runMovements } from './movements.bench.ts';
import { loadAverage } from './process-cpu.ts';
import { type RawRun, runRaw } from './raw.bench.ts';
import { median } from './stats.ts';

// A Pix by key at once (one database call, decision 0011) against the same Pix step by step
// (PAYMENTS_AT_ONCE=false), the raw 7-statement transfer and the balance, measured in turn in one run on
// PostgreSQL and on PGlite, BENCH_ROUNDS times; then one caller alone, for the time of one Pix and its
// CPU. The ledger is checked after every run, and the share of Pix that went at once is printed.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Runs {
  engine: string;
  raw: RawRun[];
  atOnce: MovementRun[];
  stepByStep: MovementRun[];
  balance: MovementRun[];
  single: { atOnce: MovementRun[]; stepByStep: MovementRun[] };
  broken: string[];
  /** Pix that went at once / all Pix while payments at once were on, and why the others did not. */
  tally: string;
}

async function measure(url: string | undefined): Promise<Runs> {
  const server = await startBenchServer({ url, clients: CLIENTS, extraAccounts: 60 });
  const runs: Runs = {
    engine: server.engine,
    raw: [],
    atOnce: [],
    stepByStep: [],
    balance: [],
    single: { atOnce: [], stepByStep: [] },
    broken: [],
    tally: '',
  };
  let asked = 0;
  const tally = atOnceSince('pix_send_to_key_at_once');
  async function checked<T>(name: string, run: Promise<T>): Promise<T> {
    const result = await run;
    const check = await server.check();
    if (!ledgerIntact(check)) runs.broken.push(`${server.engine}, ${name}: ${JSON.stringify(check)}`);
    return result;
  }
  const pix = async (atOnce: boolean, clients: number, processes: number, seed: number) => {
    server.config.paymentsAtOnce = atOnce;
    const run = await checked(
      atOnce ? 'at once' : 'step by step',
      runMovements(server, { kind: 'pix', clients, processes, seconds: SECONDS, seed }),
    );
    if (atOnce) asked += run.done + run.refused;
    return run;
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      runs.raw.push(await checked('raw', runRaw(server, { clients: CLIENTS, seconds: SECONDS })));
      runs.stepByStep.push(await pix(false, CLIENTS, PROCESSES, 11 + round));
      runs.atOnce.push(await pix(true, CLIENTS, PROCESSES, 21 + round));
      runs.balance.push(
        await runMovements(server, {
          kind: 'balance',
          clients: CLIENTS,
          processes: PROCESSES,
          seconds: SECONDS,
          seed: 31 + round,
        }),
      );
      runs.single.stepByStep.push(await pix(false, 1, 1, 41 + round));
      runs.single.atOnce.push(await pix(true, 1, 1, 51 + round));
      console.log(
        `${server.engine}, round ${round + 1}: raw ${runs.raw.at(-1)?.perSecond.toFixed(0)}/s, Pix step by step ${runs.stepByStep.at(-1)?.perSecond.toFixed(0)}/s, ` +
          `Pix at once ${runs.atOnce.at(-1)?.perSecond.toFixed(0)}/s, balance ${runs.balance.at(-1)?.perSecond.toFixed(0)}/s`,
      );
    }
  } finally {
    server.config.paymentsAtOnce = true;
    await server.close();
  }
  const { atOnce, stepByStep } = tally();
  runs.tally = `${atOnce} of ${asked} at once${stepByStep.length > 0 ? `; step by step: ${stepByStep.join(', ')}` : ''}`;
  return runs;
}

console.log(
  `load average at start: ${loadAverage()}; ${SECONDS} s a run, ${CLIENTS} callers, ${ROUNDS} rounds`,
);
const all: Runs[] = [];
if (await reachable(BENCH_PG_URL)) all.push(await measure(BENCH_PG_URL));
else console.log('PostgreSQL not reachable: set BENCH_DATABASE_URL to measure it');
all.push(await measure(undefined));

for (const runs of all) {
  const rawRate = median(runs.raw.map((r) => r.perSecond));
  const cpu = (rs: MovementRun[]) =>
    [
      `server ${median(rs.map((r) => r.cpuPerCall.server)).toFixed(2)}`,
      rs[0]?.cpuPerCall.database === undefined
        ? undefined
        : `db ${median(rs.map((r) => r.cpuPerCall.database ?? 0)).toFixed(2)}`,
      `clients ${median(rs.map((r) => r.cpuPerCall.clients)).toFixed(2)} ms`,
    ]
      .filter(Boolean)
      .join(' + ');
  const line = (name: string, loaded: MovementRun[], alone?: MovementRun[]) => {
    const rate = median(loaded.map((r) => r.perSecond));
    const writes = median(loaded.map((r) => r.writesPerCall ?? Number.NaN)).toFixed(1);
    console.log(
      `  ${name.padEnd(26)} ${rate.toFixed(0).padStart(5)}/s  app/raw ${(rate / rawRate).toFixed(2)}  server writes ${writes}  CPU under load: ${cpu(loaded)}`,
    );
    if (alone)
      console.log(
        `  ${''.padEnd(26)} one caller: median ${median(alone.map((r) => r.medianMs)).toFixed(2)} ms, CPU ${cpu(alone)}`,
      );
  };
  console.log('');
  console.log(`${runs.engine} (medians of ${ROUNDS} rounds)`);
  console.log(`  ${'raw transfer, 7 statements'.padEnd(26)} ${rawRate.toFixed(0).padStart(5)}/s`);
  line('Pix step by step', runs.stepByStep, runs.single.stepByStep);
  line('Pix at once', runs.atOnce, runs.single.atOnce);
  console.log(`  ${''.padEnd(26)} ${runs.tally}`);
  line('balance (the floor)', runs.balance);
}
console.log(`load average at end: ${loadAverage()}`);
const broken = all.flatMap((r) => r.broken);
if (broken.length > 0) {
  console.log(`ledger BROKEN after: ${broken.join('; ')}`);
  process.exitCode = 1;
} else console.log('ledger after every run: intact');

import { randomUUID } from 'node:crypto';
import { atOnceValues } from '@carteira/server/src/services/bank-api/modules/pix/send/pix-at-once.service.ts';
import { sql } from 'kysely';
import { BENCH_PG_URL, ledgerIntact, reachable, startBenchServer } from './bench-server.ts';
import { postgresCpuMs, postgresCpuSpent } from './process-cpu.ts';
import { median } from './stats.ts';

// What group commit could save a Pix at once on PostgreSQL: the database's function called straight,
// one caller, with each Pix in its own transaction (as the product does) or BATCH of them in one
// transaction, in turn, BENCH_ROUNDS times. It prints the database's CPU per Pix and the Pix a second of
// each: the difference is what a transaction of its own costs a Pix (its commit, its snapshot, its
// round trips), the most that applying Pix in batches could take off. The HTTP gateway, the envelope
// and the session are left out on purpose; the ledger is checked after every round.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BATCH = Number(process.env.BENCH_BATCH ?? 10);

if (!(await reachable(BENCH_PG_URL))) {
  console.log('PostgreSQL not reachable: set BENCH_DATABASE_URL to measure it');
  process.exit(0);
}
const server = await startBenchServer({ url: BENCH_PG_URL, clients: 1, extraAccounts: 60 });
const config = server.config;
const owners = await sql<{ id: string; customer_id: string }>`select id, customer_id from account
  where id in (${sql.join(server.customers.map((c) => c.accountId))})`.execute(server.db);
const customerOf = new Map(owners.rows.map((r) => [r.id, r.customer_id]));

function customer(i: number) {
  const found = server.customers[i % server.customers.length];
  if (!found) throw new Error('no bench customers');
  return found;
}

/** One Pix at once of 1 centavo from the i-th customer to the next one's key, as the product sends it. */
function nextPix(i: number) {
  const [from, to] = [customer(i), customer(i + 1)];
  const order = { chaveDeConta: from.accountId, pin: from.demo.pin, valor: 1, chave: to.pixKey };
  const claim = {
    key: randomUUID(),
    path: 'POST pix/operacao/enviar-ordem-pagamento-por-chave',
    requestHash: randomUUID(),
  };
  const values = atOnceValues(order, from.demo.pin, claim, { now: () => new Date(), config });
  return sql<{ answer: unknown }>`select pix_send_to_key_at_once(${JSON.stringify(values)}::jsonb,
    ${customerOf.get(from.accountId)}, true) as answer`;
}

async function run(batch: number, seed: number) {
  const cpuBefore = postgresCpuMs();
  const started = performance.now();
  let done = 0;
  let i = seed * 1000;
  while (performance.now() - started < SECONDS * 1000) {
    if (batch === 1) {
      await nextPix(i++).execute(server.db);
      done += 1;
    } else {
      await server.db.transaction().execute(async (trx) => {
        for (let k = 0; k < batch; k++) await nextPix(i++).execute(trx);
      });
      done += batch;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = postgresCpuMs();
  const cpu = cpuBefore && cpuAfter ? postgresCpuSpent(cpuBefore, cpuAfter) / done : Number.NaN;
  const check = await server.check();
  if (!ledgerIntact(check)) throw new Error(`ledger broken: ${JSON.stringify(check)}`);
  return { perSecond: done / seconds, cpu };
}

const alone: { perSecond: number; cpu: number }[] = [];
const batched: { perSecond: number; cpu: number }[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    alone.push(await run(1, 2 * round));
    batched.push(await run(BATCH, 2 * round + 1));
    console.log(
      `round ${round + 1}: each Pix its own transaction ${alone.at(-1)?.perSecond.toFixed(0)}/s, db ${alone.at(-1)?.cpu.toFixed(3)} ms; ` +
        `${BATCH} in one ${batched.at(-1)?.perSecond.toFixed(0)}/s, db ${batched.at(-1)?.cpu.toFixed(3)} ms`,
    );
  }
} finally {
  await server.close();
}
const line = (name: string, runs: typeof alone) =>
  console.log(
    `  ${name.padEnd(34)} ${median(runs.map((r) => r.perSecond))
      .toFixed(0)
      .padStart(5)}/s  PostgreSQL CPU ${median(runs.map((r) => r.cpu)).toFixed(3)} ms a Pix`,
  );
console.log(
  `PostgreSQL, one caller, the function called straight (medians of ${ROUNDS} rounds of ${SECONDS} s)`,
);
line('each Pix its own transaction', alone);
line(`${BATCH} Pix in one transaction`, batched);
console.log('ledger after every round: intact');

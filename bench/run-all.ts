import { benchEnvelope } from './envelope.bench.ts';
import { benchPix } from './pix.bench.ts';
import { benchTransfers, type MovementBenchResult } from './transfers.bench.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 16;

function printMovements(what: string, r: MovementBenchResult): void {
  console.log(`${what} via gateway+ledger, ${r.engine}, ${r.clients} clients, ${r.seconds} s:`);
  console.log(`  ${r.perSecond.toFixed(0)} ${what}/s (${r.done} done, ${r.refused} refused for balance)`);
  console.log(
    `  one ${what.replace(/s$/, '')}: median ${r.medianMs.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms`,
  );
  const unchanged = r.totalBefore === r.totalAfter;
  console.log(
    `  total of customer balances ${unchanged ? 'unchanged' : 'CHANGED'} (${r.totalBefore} -> ${r.totalAfter} centavos); ` +
      `negative balances: ${r.negativeAccounts}; sum of all postings: ${r.ledgerSum}`,
  );
  if (!unchanged || r.negativeAccounts > 0 || r.ledgerSum !== 0) process.exitCode = 1;
}

const only = process.env.BENCH_ONLY; // envelope | transfers | pix; all by default

if (!only || only === 'envelope') {
  const env = await benchEnvelope(2000);
  console.log(
    `envelope, one call's seal+open round (client seal, gateway open, answer seal, client open), ${env.calls} calls:`,
  );
  console.log(`  request seal+open median ${(env.requestMedianUs / 1000).toFixed(2)} ms`);
  console.log(
    `  whole round median ${(env.medianUs / 1000).toFixed(2)} ms, p95 ${(env.p95Us / 1000).toFixed(2)} ms`,
  );
}

const urls = [undefined, process.env.DATABASE_URL].filter((u, i) => i === 0 || u);
if (!only || only === 'transfers') {
  // Two shapes: the demo accounts (every transfer contends for the same few account locks), and 60
  // more (transfers mostly touch different accounts, as in a real bank).
  for (const extraAccounts of [0, 60])
    for (const url of urls)
      printMovements(
        'transfers',
        await benchTransfers({ url, clients: CLIENTS, seconds: SECONDS, extraAccounts }),
      );
}
if (!only || only === 'pix') {
  // 16 clients for the rate; one client alone for the time of one payment without queueing.
  for (const clients of [CLIENTS, 1])
    for (const url of urls)
      printMovements('Pix payments', await benchPix({ url, clients, seconds: SECONDS, extraAccounts: 60 }));
}
if (!process.env.DATABASE_URL) {
  console.log('PostgreSQL: set DATABASE_URL=postgres://... to measure it too');
}

import { benchEnvelope } from './envelope.bench.ts';
import { benchTransfers, type TransferBenchResult } from './transfers.bench.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 16;

function printTransfers(r: TransferBenchResult): void {
  console.log(`transfers via gateway+ledger, ${r.engine}, ${r.clients} clients, ${r.seconds} s:`);
  console.log(
    `  ${r.perSecond.toFixed(0)} transfers/s (${r.transfers} done, ${r.refused} refused for balance)`,
  );
  console.log(`  one transfer: median ${r.medianMs.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms`);
  const unchanged = r.totalBefore === r.totalAfter;
  console.log(
    `  total of customer balances ${unchanged ? 'unchanged' : 'CHANGED'} (${r.totalBefore} -> ${r.totalAfter} centavos); ` +
      `negative balances: ${r.negativeAccounts}; sum of all postings: ${r.ledgerSum}`,
  );
  if (!unchanged || r.negativeAccounts > 0 || r.ledgerSum !== 0) process.exitCode = 1;
}

const env = await benchEnvelope(2000);
console.log(
  `envelope, one call's seal+open round (client seal, gateway open, answer seal, client open), ${env.calls} calls:`,
);
console.log(`  request seal+open median ${(env.requestMedianUs / 1000).toFixed(2)} ms`);
console.log(
  `  whole round median ${(env.medianUs / 1000).toFixed(2)} ms, p95 ${(env.p95Us / 1000).toFixed(2)} ms`,
);

// Two shapes: the 4 demo accounts (every transfer contends for the same few account locks), and 64
// accounts (transfers mostly touch different accounts, as in a real bank).
for (const extraAccounts of [0, 60]) {
  printTransfers(await benchTransfers({ clients: CLIENTS, seconds: SECONDS, extraAccounts }));
  if (process.env.DATABASE_URL) {
    printTransfers(
      await benchTransfers({
        url: process.env.DATABASE_URL,
        clients: CLIENTS,
        seconds: SECONDS,
        extraAccounts,
      }),
    );
  }
}
if (!process.env.DATABASE_URL) {
  console.log('PostgreSQL: set DATABASE_URL=postgres://... to measure it too');
}

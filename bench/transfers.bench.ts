import { type LedgerCheck, lcg, startBenchServer } from './bench-server.ts';
import { median, percentile } from './stats.ts';

export interface MovementBenchResult extends LedgerCheck {
  engine: string;
  clients: number;
  done: number;
  refused: number;
  seconds: number;
  perSecond: number;
  medianMs: number;
  p95Ms: number;
}

/**
 * Internal transfers through the real HTTP gateway and the ledger: the app listens on a loopback
 * port, `clients` loops seal calls, post them and open the answers, for `seconds`.
 */
export async function benchTransfers(opts: {
  url?: string;
  clients: number;
  seconds: number;
  /** Extra bench customers besides the demo ones (each funded with R$ 10.000,00). */
  extraAccounts?: number;
}): Promise<MovementBenchResult> {
  const server = await startBenchServer(opts);
  const { customers } = server;
  let done = 0;
  let refused = 0;
  const times: number[] = [];
  const until = performance.now() + opts.seconds * 1000;
  const next = lcg();
  await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      while (performance.now() < until) {
        const from = customers[next() % customers.length]!;
        let to = customers[next() % customers.length]!;
        if (to === from) to = customers[(customers.indexOf(from) + 1) % customers.length]!;
        const t0 = performance.now();
        const answer = await server.call(
          'transferencias/efetuar-transferencia-entre-contas-arbi',
          {
            chaveDeIdempotencia: crypto.randomUUID(),
            chaveDeConta: from.chaveDeConta,
            pin: from.demo.pin,
            valor: ((next() % 100) + 1) / 100,
            agenciaDestino: '0001',
            contaDestino: to.demo.conta,
          },
          from.token,
        );
        times.push(performance.now() - t0);
        if (answer.success) done++;
        else if (answer.error?.code === 17000) refused++;
        else throw new Error(`transfer failed: ${JSON.stringify(answer.error)}`);
      }
    }),
  );
  const check = await server.close();
  return {
    engine: server.engine,
    clients: opts.clients,
    done,
    refused,
    seconds: opts.seconds,
    perSecond: (done + refused) / opts.seconds,
    medianMs: median(times),
    p95Ms: percentile(times, 95),
    ...check,
  };
}

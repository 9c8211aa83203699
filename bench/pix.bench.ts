import { lcg, startBenchServer } from './bench-server.ts';
import { median, percentile } from './stats.ts';
import type { MovementBenchResult } from './transfers.bench.ts';

/**
 * Pix payments by key between customers of this bank, through the real HTTP gateway: each customer
 * registers a random (EVP) key first, then `clients` loops pay a random other customer's key for
 * `seconds`. Amounts of R$ 0,01 to R$ 1,00 stay far inside the daily and nocturnal limits, so every
 * refusal counted is a balance refusal.
 */
export async function benchPix(opts: {
  url?: string;
  clients: number;
  seconds: number;
  extraAccounts?: number;
}): Promise<MovementBenchResult> {
  const server = await startBenchServer(opts);
  const keys = await Promise.all(
    server.customers.map(async (c) => {
      const made = await server.call<{ chaveEnderecamento: string }>(
        'pix/enderecamento/cadastrar-chave-evp',
        { chaveDeConta: c.chaveDeConta, chaveDeIdempotencia: crypto.randomUUID() },
        c.token,
      );
      if (!made.success || !made.result) throw new Error(`EVP key failed: ${JSON.stringify(made.error)}`);
      return made.result.chaveEnderecamento;
    }),
  );
  const { customers } = server;
  let done = 0;
  let refused = 0;
  const times: number[] = [];
  const until = performance.now() + opts.seconds * 1000;
  const next = lcg(11);
  await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      while (performance.now() < until) {
        const fromIndex = next() % customers.length;
        let toIndex = next() % customers.length;
        if (toIndex === fromIndex) toIndex = (fromIndex + 1) % customers.length;
        const from = customers[fromIndex]!;
        const t0 = performance.now();
        const answer = await server.call(
          'pix/operacao/enviar-ordem-pagamento-por-chave',
          {
            chaveDeIdempotencia: crypto.randomUUID(),
            chaveDeConta: from.chaveDeConta,
            pin: from.demo.pin,
            valor: ((next() % 100) + 1) / 100,
            chave: keys[toIndex],
          },
          from.token,
        );
        times.push(performance.now() - t0);
        if (answer.success) done++;
        else if (answer.error?.code === 17000) refused++;
        else throw new Error(`Pix failed: ${JSON.stringify(answer.error)}`);
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

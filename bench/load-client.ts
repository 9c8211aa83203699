import { Agent, request } from 'node:http';
import * as envelope from '@carteira/core/envelope';
import { lcg } from './lcg.ts';
import { ownCpuMs } from './process-cpu.ts';

/**
 * One load process: `loops` concurrent callers seal bank calls, post them to the gateway over loopback
 * HTTP and open the answers, for `seconds`. It runs in its own process (forked by movements.bench.ts),
 * so the client's crypto and JSON work is not done on the server's event loop.
 */
/** A payment, or the lightest sealed call (a balance: nonce, session, account and balance, no transaction). */
export type LoadKind = 'pix' | 'transfer' | 'balance';

export interface LoadOrder {
  kind: LoadKind;
  address: string;
  keyId: string;
  publicKey: string;
  customers: { token: string; chaveDeConta: string; pin: string; conta: string; pixKey?: string }[];
  loops: number;
  seconds: number;
  seed: number;
}

export interface LoadResult {
  done: number;
  refused: number;
  times: number[];
  unexpected: string | undefined;
  /** CPU time this load process spent (user + system, ms): sealing, HTTP, opening. */
  cpuMs: number;
}

/** One kept-alive connection per caller: node:http costs the load process less CPU than fetch does. */
const agent = new Agent({ keepAlive: true });

function post(url: URL, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

type LoadCustomer = LoadOrder['customers'][number];

/** The bank call one caller makes: a payment of `valor` reais from `from` to `to`, or from's balance. */
function callOf(kind: LoadKind, from: LoadCustomer, to: LoadCustomer, valor: number) {
  if (kind === 'balance') return { path: 'conta/consultar-saldo', body: { chaveDeConta: from.chaveDeConta } };
  const payment = {
    chaveDeIdempotencia: crypto.randomUUID(),
    chaveDeConta: from.chaveDeConta,
    pin: from.pin,
  };
  return kind === 'pix'
    ? { path: 'pix/operacao/enviar-ordem-pagamento-por-chave', body: { ...payment, chave: to.pixKey, valor } }
    : {
        path: 'transferencias/efetuar-transferencia-entre-contas-arbi',
        body: { ...payment, agenciaDestino: '0001', contaDestino: to.conta, valor },
      };
}

async function runLoad(order: LoadOrder): Promise<LoadResult> {
  const cpuBefore = ownCpuMs();
  const publicKey = await envelope.importGatewayPublicKey(order.publicKey);
  // One kept wrapped secret per process when the envelope offers it (decision 0002), else a fresh one each call.
  const keeper = 'createSealer' in envelope ? envelope.createSealer(publicKey, order.keyId) : undefined;
  const seal = (call: envelope.GatewayCall) =>
    keeper ? keeper.seal(call) : envelope.sealRequest(publicKey, order.keyId, call);
  const { customers } = order;
  const gateway = new URL('/api/gateway', order.address);
  const next = lcg(order.seed);
  let done = 0;
  let refused = 0;
  let unexpected: string | undefined;
  const times: number[] = [];
  const until = performance.now() + order.seconds * 1000;
  await Promise.all(
    Array.from({ length: order.loops }, async () => {
      while (performance.now() < until && !unexpected) {
        const fromIndex = next() % customers.length;
        let toIndex = next() % customers.length;
        if (toIndex === fromIndex) toIndex = (fromIndex + 1) % customers.length;
        const from = customers[fromIndex]!;
        const to = customers[toIndex]!;
        const { path, body } = callOf(order.kind, from, to, ((next() % 100) + 1) / 100);
        const t0 = performance.now();
        const { envelope: sealed, answerKey } = await seal({
          path,
          method: 'POST',
          token: from.token,
          body,
        });
        const res = await post(gateway, JSON.stringify(sealed));
        if (res.status !== 200) {
          unexpected = `gateway ${res.status}`;
          break;
        }
        const answer = await envelope.openAnswer<{ success: boolean; error?: { code: number } }>(
          answerKey,
          JSON.parse(res.body) as envelope.SealedAnswer,
        );
        times.push(performance.now() - t0);
        if (answer.success) done++;
        else if (answer.error?.code === 17000) refused++;
        else unexpected = `${order.kind} failed: ${JSON.stringify(answer.error)}`;
      }
    }),
  );
  return { done, refused, times, unexpected, cpuMs: ownCpuMs() - cpuBefore };
}

if (process.send) {
  process.once('message', (order: LoadOrder) => {
    runLoad(order).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (err: unknown) =>
        process.send?.({ done: 0, refused: 0, times: [], unexpected: String(err), cpuMs: 0 }, () =>
          process.exit(0),
        ),
    );
  });
}

import { Agent, request } from 'node:http';
import { addDays, type IsoDate } from '@carteira/core/calendar';
import * as envelope from '@carteira/core/envelope';
import { BankCode } from '@carteira/core/errors';
import { BOLETO_REAIS, drawKind, STATEMENT_DAYS, STATEMENT_PAGE } from './day-mix.ts';
import { lcg } from './lcg.ts';
import { ownCpuMs } from './process-cpu.ts';

/**
 * One load process: `loops` concurrent callers seal bank calls, post them to the gateway over loopback
 * HTTP and open the answers, for `seconds`. It runs in its own process (forked by movements.bench.ts),
 * so the client's crypto and JSON work is not done on the server's event loop.
 */
/**
 * The calls a load makes: a payment (Pix by key, transfer, boleto), the lightest sealed call (a balance:
 * nonce, session, account and balance, no transaction), a login, a statement page, a Pix key look-up.
 */
export type LoadKind = 'pix' | 'transfer' | 'balance' | 'login' | 'statement' | 'lookup' | 'boleto';

/** The share of each call kind in a mixed load, in percent (day-mix.ts has the bank's day). */
export type LoadMix = readonly { kind: LoadKind; percent: number }[];

export interface LoadOrder {
  /** One kind of call, or `mix` drawn call by call. */
  kind: LoadKind | 'mixed';
  mix?: LoadMix;
  address: string;
  keyId: string;
  publicKey: string;
  customers: {
    token: string;
    chaveDeConta: string;
    pin: string;
    conta: string;
    pixKey?: string;
    cpf: string;
    senha: string;
  }[];
  /** The device a login names (its metadados). */
  device?: { tipo: number; valor: string }[];
  /** Boleto lines this process pays, each once. */
  boletos?: string[];
  /** The bank's today (São Paulo), the end of a statement's period. */
  today?: string;
  loops: number;
  seconds: number;
  seed: number;
}

export interface KindResult {
  done: number;
  refused: number;
  times: number[];
}

export interface LoadResult extends KindResult {
  /** The same figures per call kind. */
  byKind: Partial<Record<LoadKind, KindResult>>;
  unexpected: string | undefined;
  /** CPU time this load process spent (user + system, ms): sealing, HTTP, opening. */
  cpuMs: number;
}

/**
 * The refusals a load expects and counts: a balance too low for a payment (17000), a CPF's logins past
 * their bucket (46001), a customer's key look-ups past theirs (40083). Any other answer stops the run.
 */
const COUNTED_REFUSALS: readonly number[] = [
  BankCode.InsufficientBalance,
  BankCode.ResendTooSoon,
  BankCode.PixKeyLookupLimited,
];

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

/** The bank call one caller makes: `kind` from `from` (to `to` for a payment or look-up), `valor` reais. */
function callOf(
  order: LoadOrder,
  kind: LoadKind,
  from: LoadCustomer,
  to: LoadCustomer,
  valor: number,
): { path: string; body: object; token?: string } | undefined {
  const { token, chaveDeConta } = from;
  const payment = { chaveDeIdempotencia: crypto.randomUUID(), chaveDeConta, pin: from.pin };
  switch (kind) {
    case 'balance':
      return { path: 'conta/consultar-saldo', body: { chaveDeConta }, token };
    case 'login':
      return {
        path: 'autenticar/cliente',
        body: { identificacaoFiscal: from.cpf, senha: from.senha, metadados: order.device },
      };
    case 'statement': {
      const today = order.today as IsoDate;
      const body = { chaveDeConta, dataInicio: addDays(today, -STATEMENT_DAYS), dataFim: today };
      return {
        path: 'conta/consultar-extrato-completo',
        body: { ...body, pagina: 1, tamanhoPagina: STATEMENT_PAGE, ordenacao: 0 },
        token,
      };
    }
    case 'lookup':
      return { path: 'pix/enderecamento/consultar-dados-por-chave', body: { chave: to.pixKey }, token };
    case 'pix':
      return {
        path: 'pix/operacao/enviar-ordem-pagamento-por-chave',
        body: { ...payment, chave: to.pixKey, valor },
        token,
      };
    case 'transfer':
      return {
        path: 'transferencias/efetuar-transferencia-entre-contas-arbi',
        body: { ...payment, agenciaDestino: '0001', contaDestino: to.conta, valor },
        token,
      };
    case 'boleto': {
      const linhaDigitavel = order.boletos?.pop();
      if (!linhaDigitavel) return undefined;
      return {
        path: 'pagamento/pagar-boleto',
        body: { ...payment, linhaDigitavel, valor: BOLETO_REAIS },
        token,
      };
    }
  }
}

/** The kind of the next call: the order's, or one drawn from its mix (a draw only for a mixed load). */
function kindOf(order: LoadOrder, next: () => number): LoadKind {
  return order.kind === 'mixed' ? drawKind(order.mix ?? [], next() % 100) : order.kind;
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
  const all: KindResult = { done: 0, refused: 0, times: [] };
  const byKind: LoadResult['byKind'] = {};
  let unexpected: string | undefined;
  const until = performance.now() + order.seconds * 1000;
  await Promise.all(
    Array.from({ length: order.loops }, async () => {
      while (performance.now() < until && !unexpected) {
        const kind = kindOf(order, next);
        const fromIndex = next() % customers.length;
        let toIndex = next() % customers.length;
        if (toIndex === fromIndex) toIndex = (fromIndex + 1) % customers.length;
        const from = customers[fromIndex]!;
        const to = customers[toIndex]!;
        const call = callOf(order, kind, from, to, ((next() % 100) + 1) / 100);
        if (!call) {
          unexpected = `no ${kind} left to make: give the load more`;
          break;
        }
        const t0 = performance.now();
        const { envelope: sealed, answerKey } = await seal({
          path: call.path,
          method: 'POST',
          body: call.body,
          ...(call.token ? { token: call.token } : {}),
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
        const ms = performance.now() - t0;
        const mine = byKind[kind] ?? { done: 0, refused: 0, times: [] };
        byKind[kind] = mine;
        const tally = answer.success
          ? 'done'
          : COUNTED_REFUSALS.includes(answer.error?.code ?? 0)
            ? 'refused'
            : undefined;
        if (!tally) {
          unexpected = `${kind} failed: ${JSON.stringify(answer.error)}`;
          break;
        }
        for (const r of [all, mine]) {
          r.times.push(ms);
          r[tally]++;
        }
      }
    }),
  );
  return { ...all, byKind, unexpected, cpuMs: ownCpuMs() - cpuBefore };
}

if (process.send) {
  process.once('message', (order: LoadOrder) => {
    runLoad(order).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (err: unknown) =>
        process.send?.(
          { done: 0, refused: 0, times: [], byKind: {}, unexpected: String(err), cpuMs: 0 },
          () => process.exit(0),
        ),
    );
  });
}

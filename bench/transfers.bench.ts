import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpfCheckDigits } from '@carteira/core/br';
import { importGatewayPublicKey, openAnswer, type SealedAnswer, sealRequest } from '@carteira/core/envelope';
import { buildApp } from '@carteira/server/src/app.ts';
import { testConfig } from '@carteira/server/src/platform/config.ts';
import { dropSchema, openDatabase } from '@carteira/server/src/platform/database/database.ts';
import { migrateToLatest } from '@carteira/server/src/platform/database/migrate.ts';
import { withTransaction } from '@carteira/server/src/platform/database/transaction.ts';
import { accountNumber } from '@carteira/server/src/sandbox/account-number.ts';
import { createCustomer, ensureClearingAccount } from '@carteira/server/src/sandbox/create-customer.ts';
import { DEMO_CUSTOMERS, type DemoCustomer } from '@carteira/server/src/sandbox/customers.ts';
import { type SeededAccount, seedOpeningBalances } from '@carteira/server/src/sandbox/history.ts';
import { seedSandbox } from '@carteira/server/src/sandbox/seed.ts';
import { findOwnedAccount } from '@carteira/server/src/services/bank-api/modules/account/account.repository.ts';
import { sql } from 'kysely';
import { median, percentile } from './stats.ts';

export interface TransferBenchResult {
  engine: string;
  clients: number;
  transfers: number;
  refused: number;
  seconds: number;
  perSecond: number;
  medianMs: number;
  p95Ms: number;
  totalBefore: number;
  totalAfter: number;
  negativeAccounts: number;
  ledgerSum: number;
}

interface Answer {
  success: boolean;
  status: number;
  result?: { accessToken: string; contas: { chaveDeConta: string }[] };
  error?: { code: number };
}

/**
 * Internal transfers through the real HTTP gateway and the ledger: the app listens on a loopback
 * port, `clients` loops seal calls, post them and open the answers, for `seconds`.
 */
export async function benchTransfers(opts: {
  url?: string;
  clients: number;
  seconds: number;
  /** Extra bench customers besides the 4 demo ones (each funded with R$ 10.000,00). */
  extraAccounts?: number;
}): Promise<TransferBenchResult> {
  const dataDir = opts.url ? undefined : mkdtempSync(join(tmpdir(), 'carteira-bench-'));
  const schema = opts.url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const handle = await openDatabase({ url: opts.url, dataDir, schema, poolSize: opts.clients + 4 });
  const config = testConfig();
  await migrateToLatest(handle.db, schema);
  await seedSandbox(handle.db, { pinPepper: config.pinPepper, history: false });
  const extra = await addBenchCustomers(handle.db, config.pinPepper, opts.extraAccounts ?? 0);
  const app = await buildApp({ db: handle.db, config, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const keyRes = (await (await fetch(`${address}/api/gateway/public-key`)).json()) as {
    keyId: string;
    publicKey: string;
  };
  const publicKey = await importGatewayPublicKey(keyRes.publicKey);
  async function call(path: string, body: object, token?: string): Promise<Answer> {
    const { envelope, answerKey } = await sealRequest(publicKey, keyRes.keyId, {
      path,
      method: 'POST',
      body,
      token,
    });
    const res = await fetch(`${address}/api/gateway`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(envelope),
    });
    if (res.status !== 200) throw new Error(`gateway ${res.status}`);
    return openAnswer<Answer>(answerKey, (await res.json()) as SealedAnswer);
  }

  const customers = await Promise.all(
    [...DEMO_CUSTOMERS, ...extra].map(async (c) => {
      const login = await call('autenticar/cliente', {
        identificacaoFiscal: c.cpf,
        senha: c.senha,
        chaveDeIdempotencia: crypto.randomUUID(),
      });
      if (!login.success || !login.result) throw new Error(`login failed for ${c.key}`);
      return { demo: c, token: login.result.accessToken, chaveDeConta: login.result.contas[0]!.chaveDeConta };
    }),
  );
  const customerTotal = async () =>
    Number(
      (
        await sql<{
          total: string;
        }>`select coalesce(sum(balance), 0)::text as total from account where kind = 'customer'`.execute(
          handle.db,
        )
      ).rows[0]!.total,
    );
  const totalBefore = await customerTotal();

  let transfers = 0;
  let refused = 0;
  const times: number[] = [];
  const until = performance.now() + opts.seconds * 1000;
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      while (performance.now() < until) {
        const from = customers[next() % customers.length]!;
        let to = customers[next() % customers.length]!;
        if (to === from) to = customers[(customers.indexOf(from) + 1) % customers.length]!;
        const t0 = performance.now();
        const answer = await call(
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
        if (answer.success) transfers++;
        else if (answer.error?.code === 17000) refused++;
        else throw new Error(`transfer failed: ${JSON.stringify(answer.error)}`);
      }
    }),
  );
  const seconds = opts.seconds;
  const totalAfter = await customerTotal();
  const negative = await sql<{
    n: string;
  }>`select count(*)::text as n from account where kind = 'customer' and balance < 0`.execute(handle.db);
  const ledger = await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from posting`.execute(
    handle.db,
  );
  await app.close();
  await handle.close();
  if (opts.url && schema) await dropSchema(opts.url, schema);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  return {
    engine: `${opts.url ? 'postgresql' : 'pglite (on disk)'}, ${customers.length} accounts`,
    clients: opts.clients,
    transfers,
    refused,
    seconds,
    perSecond: (transfers + refused) / seconds,
    medianMs: median(times),
    p95Ms: percentile(times, 95),
    totalBefore,
    totalAfter,
    negativeAccounts: Number(negative.rows[0]!.n),
    ledgerSum: Number(ledger.rows[0]!.s),
  };
}

/** Bench-only customers, made with the sandbox's own helpers and funded through the ledger. */
async function addBenchCustomers(
  db: Parameters<typeof seedSandbox>[0],
  pinPepper: string,
  count: number,
): Promise<DemoCustomer[]> {
  if (count === 0) return [];
  const template = DEMO_CUSTOMERS[0] as DemoCustomer;
  const made: DemoCustomer[] = Array.from({ length: count }, (_, i) => {
    const base = String(700_000_000 + i * 7919).padStart(9, '0');
    return {
      ...template,
      key: `bench${i}`,
      nome: `Cliente Bench ${i}`,
      cpf: `${base}${cpfCheckDigits(base)}`,
      conta: accountNumber(String(2_000_000 + i)),
      saldoFinal: 1_000_000,
    };
  });
  await withTransaction(db, async (trx) => {
    const now = new Date();
    const clearing = await ensureClearingAccount(trx, now);
    const seeded: SeededAccount[] = [];
    for (const demo of made) {
      const { customerId, accountId } = await createCustomer(trx, { ...demo, openedAt: now }, pinPepper);
      const account = await findOwnedAccount(trx, customerId, accountId);
      if (!account) throw new Error('bench account not found');
      seeded.push({ demo, customerId, account, balance: 0 });
    }
    await seedOpeningBalances(trx, clearing, seeded, now);
  });
  return made;
}

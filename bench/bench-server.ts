import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpfCheckDigits } from '@carteira/core/br';
import { addDays, type IsoDate, toSaoPauloDate } from '@carteira/core/calendar';
import { importGatewayPublicKey, openAnswer, type SealedAnswer, sealRequest } from '@carteira/core/envelope';
import { buildApp } from '@carteira/server/src/app.ts';
import { type AppConfig, testConfig } from '@carteira/server/src/platform/config.ts';
import { dropSchema, openDatabase } from '@carteira/server/src/platform/database/database.ts';
import { migrateToLatest } from '@carteira/server/src/platform/database/migrate.ts';
import { withTransaction } from '@carteira/server/src/platform/database/transaction.ts';
import { accountNumber } from '@carteira/server/src/sandbox/account-number.ts';
import { sandboxBoletos } from '@carteira/server/src/sandbox/boleto-registry.ts';
import { createCustomer, ensureClearingAccount } from '@carteira/server/src/sandbox/create-customer.ts';
import {
  DEMO_CUSTOMERS,
  type DemoCustomer,
  SANDBOX_DEVICE_METADATA,
} from '@carteira/server/src/sandbox/customers.ts';
import { type SeededAccount, seedOpeningBalances } from '@carteira/server/src/sandbox/history.ts';
import { clockStartingAt } from '@carteira/server/src/sandbox/sandbox-clock.ts';
import { seedSandbox } from '@carteira/server/src/sandbox/seed.ts';
import { findOwnedAccount } from '@carteira/server/src/services/bank-api/public.ts';
import type { Database, Db } from '@carteira/server/src/tables.ts';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';

/** The PostgreSQL the benches measure (BENCH_DATABASE_URL, DATABASE_URL, or the local test database). */
export const BENCH_PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** true when a PostgreSQL answers at `url` within 2 s. */
export async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export interface BankAnswer<T = Record<string, unknown>> {
  success: boolean;
  status: number;
  result?: T;
  error?: { code: number; message?: string };
}

export interface BenchCustomer {
  demo: DemoCustomer;
  token: string;
  chaveDeConta: string;
  accountId: string;
  /** The customer's random (EVP) Pix key. */
  pixKey: string;
}

/**
 * Integrity after a run: money neither made nor lost, no balance apart from its postings. The customers'
 * total counts the boletos they paid (money that left for other banks through the clearing account).
 */
export interface LedgerCheck {
  totalBefore: number;
  totalAfter: number;
  negativeAccounts: number;
  ledgerSum: number;
  /** Accounts whose balance differs from the sum of their postings. */
  mismatched: number;
}

export function ledgerIntact(c: LedgerCheck): boolean {
  return (
    c.totalBefore === c.totalAfter && c.negativeAccounts === 0 && c.ledgerSum === 0 && c.mismatched === 0
  );
}

export interface BenchServer {
  engine: 'postgresql' | 'pglite';
  url: string | undefined;
  schema: string | undefined;
  /** The embedded engine, for the raw figure on PGlite. */
  pglite: PGlite | undefined;
  address: string;
  keyId: string;
  /** base64 SPKI of the gateway's public key. */
  publicKey: string;
  customers: BenchCustomer[];
  /** The clearing account (other banks, the boletos' way out), for the raw calls. */
  clearingAccountId: string;
  /** The bank's today (São Paulo) and its clock, set on a working weekday morning (BANK_DAY_AT). */
  today: IsoDate;
  now: () => Date;
  /** `count` boleto lines not handed out before, each payable once (at most 4,000 in all). */
  boletoLines(count: number): string[];
  /** Seals one bank call, posts it to the gateway over loopback HTTP and opens the answer (set-up only). */
  call<T = Record<string, unknown>>(path: string, body: object, token?: string): Promise<BankAnswer<T>>;
  /** The integrity figures now, against the total when the server started. */
  check(): Promise<LedgerCheck>;
  /** The app, its configuration and its database (pix-at-once.bench.ts turns payments at once off and on). */
  app: FastifyInstance;
  config: AppConfig;
  db: Db;
  /** Stops the app and removes the database. */
  close(): Promise<void>;
}

/**
 * The real server on a loopback port, on a fresh database (a temporary PGlite folder, or a throwaway
 * schema of the PostgreSQL at `url`), seeded with the demo customers plus `extraAccounts` bench
 * customers (R$ 10.000,00 each), every customer logged in through the gateway with one EVP Pix key.
 */
/**
 * The bank's clock in the benches: a working Wednesday at 10:00 in São Paulo, running forward from the
 * start, so a boleto is paid at once (not scheduled for the next working day) whatever day the bench runs.
 */
export const BANK_DAY_AT = new Date('2026-11-25T13:00:00Z');

/** Due dates up to 2,000 days either side of today, well inside the due factor's cycle of 9,000 days. */
const BOLETO_CODES = 4000;

/**
 * `count` distinct codes of one registered, open-amount boleto of the sandbox's registry (004: any value
 * from R$ 48,00 to R$ 320,00, no charges, no payment limit), each with another due date around `today`,
 * starting at the `from`-th: a boleto can be paid once, so every payment of the load needs its own.
 */
function payableBoletoLines(today: IsoDate, from: number, count: number): string[] {
  if (from + count > BOLETO_CODES)
    throw new Error(`no more than ${BOLETO_CODES} boletos in one bench server`);
  return Array.from({ length: count }, (_, i) => {
    const listed = sandboxBoletos(addDays(today, from + i - BOLETO_CODES / 2)).find((b) => b.id === '004');
    if (!listed) throw new Error('the sandbox registry has no boleto 004');
    return listed.linhaDigitavel;
  });
}

export async function startBenchServer(opts: {
  url?: string | undefined;
  clients: number;
  extraAccounts?: number;
}): Promise<BenchServer> {
  const dataDir = opts.url ? undefined : mkdtempSync(join(tmpdir(), 'carteira-bench-'));
  const schema = opts.url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const handle = await openDatabase<Database>({ url: opts.url, dataDir, schema, poolSize: opts.clients + 4 });
  const config = testConfig();
  await migrateToLatest(handle.db, schema);
  await seedSandbox(handle.db, { pinPepper: config.pinPepper, history: false });
  const extra = await addBenchCustomers(handle.db, config.pinPepper, opts.extraAccounts ?? 0);
  const clearingAccountId = await withTransaction(handle.db, (trx) => ensureClearingAccount(trx, new Date()));
  const now = clockStartingAt(BANK_DAY_AT);
  const app = await buildApp({ db: handle.db, config, logger: false, now });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const keyRes = (await (await fetch(`${address}/api/gateway/public-key`)).json()) as {
    keyId: string;
    publicKey: string;
  };
  const publicKey = await importGatewayPublicKey(keyRes.publicKey);
  async function call<T>(path: string, body: object, token?: string): Promise<BankAnswer<T>> {
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
    return openAnswer<BankAnswer<T>>(answerKey, (await res.json()) as SealedAnswer);
  }

  const customers = await Promise.all(
    // the demo customers whose account moves money (a few are seeded blocked, for their journeys)
    [...DEMO_CUSTOMERS.filter((d) => !d.statusConta), ...extra].map(async (demo): Promise<BenchCustomer> => {
      const login = await call<{ accessToken: string; contas: { chaveDeConta: string }[] }>(
        'autenticar/cliente',
        {
          identificacaoFiscal: demo.cpf,
          senha: demo.senha,
          chaveDeIdempotencia: crypto.randomUUID(),
          metadados: SANDBOX_DEVICE_METADATA,
        },
      );
      if (!login.success || !login.result) throw new Error(`login failed for ${demo.key}`);
      const token = login.result.accessToken;
      const chaveDeConta = login.result.contas[0]!.chaveDeConta;
      const key = await call<{ chaveEnderecamento: string }>(
        'pix/enderecamento/cadastrar-chave-evp',
        { chaveDeConta, chaveDeIdempotencia: crypto.randomUUID() },
        token,
      );
      if (!key.success || !key.result) throw new Error(`EVP key failed: ${JSON.stringify(key.error)}`);
      const account = await sql<{
        id: string;
      }>`select id from account where agencia = '0001' and numero = ${demo.conta}`.execute(handle.db);
      return {
        demo,
        token,
        chaveDeConta,
        accountId: account.rows[0]!.id,
        pixKey: key.result.chaveEnderecamento,
      };
    }),
  );
  const customerTotal = async () =>
    Number(
      (
        await sql<{
          total: string;
        }>`select ((select coalesce(sum(balance), 0) from account where kind = 'customer')
                 + (select coalesce(sum(amount), 0) from boleto_payment))::text as total`.execute(handle.db)
      ).rows[0]!.total,
    );
  const totalBefore = await customerTotal();
  const today = toSaoPauloDate(now());
  let boletosHandedOut = 0;

  return {
    engine: opts.url ? 'postgresql' : 'pglite',
    url: opts.url,
    schema,
    pglite: handle.pglite,
    address,
    keyId: keyRes.keyId,
    publicKey: keyRes.publicKey,
    customers,
    clearingAccountId,
    today,
    now,
    boletoLines(count) {
      const lines = payableBoletoLines(today, boletosHandedOut, count);
      boletosHandedOut += count;
      return lines;
    },
    call,
    app,
    config,
    db: handle.db,
    async check() {
      const totalAfter = await customerTotal();
      const { rows } = await sql<{ negative: string; ledger: string; mismatched: string }>`
        select (select count(*) from account where kind = 'customer' and balance < 0)::text as negative,
               (select coalesce(sum(amount), 0) from posting)::text as ledger,
               (select count(*) from account a
                 where a.balance <> coalesce((select sum(p.amount) from posting p where p.account_id = a.id), 0))::text
                 as mismatched`.execute(handle.db);
      const row = rows[0]!;
      return {
        totalBefore,
        totalAfter,
        negativeAccounts: Number(row.negative),
        ledgerSum: Number(row.ledger),
        mismatched: Number(row.mismatched),
      };
    },
    async close() {
      await app.close();
      await handle.close();
      if (opts.url && schema) await dropSchema(opts.url, schema);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Bench-only customers, made with the sandbox's own helpers and funded through the ledger. */
async function addBenchCustomers(db: Db, pinPepper: string, count: number): Promise<DemoCustomer[]> {
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
      // e-mail and phone are each one customer's (unique indexes)
      email: `bench${i}@example.com`,
      telefone: String(900_000_000 + i),
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

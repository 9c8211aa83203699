import type { Environment } from '@carteira/core/environment';
import { sql } from 'kysely';
import { withTransaction } from '../platform/database/transaction.ts';
import { markSandboxUse } from '../platform/database-use.ts';
import {
  findOwnedAccount,
  hashPassword,
  setAccountProduct,
  setStatusByBank,
  trustOpeningDevice,
} from '../services/bank-api/public.ts';
import type { Database, Db } from '../tables.ts';
import { createCustomer, ensureClearingAccount } from './create-customer.ts';
import { DEMO_CUSTOMERS, SANDBOX_DEVICE } from './customers.ts';
import { seedDemoCards, seedDemoCardsOfSeeded } from './demo-cards.ts';
import { readSeededNotifications, seedEngageCards } from './engage-cards.ts';
import { seedGiftCards } from './gift-cards.ts';
import { type SeededAccount, seedHistory, seedOpeningBalances } from './history.ts';
import { seedPixInstitutions } from './pix-institutions.ts';
import { createPrng } from './prng.ts';

export const SEED_MARKER = 'sandbox';
const SEED_VERSION = 1;
const SEED_LOCK = 724_001;
const PRNG_SEED = 20_240_501;
/** The customer the welcome dialog is listed for. */
const PAULO_CPF = DEMO_CUSTOMERS.find((c) => c.key === 'paulo')?.cpf ?? '';

export interface SeedOptions {
  pinPepper: string;
  /** The seed time; the history counts back 90 days from it. */
  now?: Date;
  /**
   * false: no 90-day history, only one opening deposit per demo customer (same demo balances shape,
   * Daniel still at R$ 100,00), which is much faster for tests.
   */
  history?: boolean;
  /** The environment whose gift-card treasury holds the sandbox's gift cards (development by default). */
  environment?: Environment;
}

/**
 * Seeds the sandbox once: the demo customers, their accounts and 90 days of history, all in one
 * transaction with a marker row, so it either happens completely or not at all, and never twice
 * (two servers starting together queue on an advisory lock). Returns false when already seeded.
 */
export async function seedSandbox(db: Db, options: SeedOptions): Promise<boolean> {
  const now = options.now ?? new Date();
  return withTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const marker = await trx
      .selectFrom('sandbox_seed')
      .select('id')
      .where('id', '=', SEED_MARKER)
      .executeTakeFirst();
    if (marker) {
      // A database seeded before the Pix directory existed gets the sandbox institutions now.
      await seedPixInstitutions(trx);
      // ... and its demo customers' debit cards.
      await seedDemoCardsOfSeeded(trx, now);
      // ... and the feed's content, as it is now.
      await seedEngageCards(trx, PAULO_CPF);
      // ... and the gift cards the sandbox's stores sold.
      await seedGiftCards(
        trx,
        await ensureClearingAccount(trx, now),
        options.environment ?? 'development',
        now,
      );
      return false;
    }
    const openedAt = new Date(now.getTime() - 120 * 86_400_000);
    const clearing = await ensureClearingAccount(trx, openedAt);
    const accounts: SeededAccount[] = [];
    // The demo customers share the password the README publishes: scrypt (slow on purpose) hashes it
    // once per seed, not once per customer. A customer who changes it gets a hash and salt of their own.
    const hashes = new Map<string, Promise<string>>();
    const passwordHashOf = (senha: string) => {
      const known = hashes.get(senha) ?? hashPassword(senha);
      hashes.set(senha, known);
      return known;
    };
    for (const demo of DEMO_CUSTOMERS) {
      const { customerId, accountId } = await createCustomer(
        trx,
        {
          nome: demo.nome,
          apelido: demo.apelido,
          cpf: demo.cpf,
          senha: demo.senha,
          pin: demo.pin,
          conta: demo.conta,
          email: demo.email,
          dataNascimento: demo.dataNascimento,
          ddd: demo.ddd,
          telefone: demo.telefone,
          endereco: demo.endereco,
          openedAt,
          passwordHash: passwordHashOf(demo.senha),
        },
        options.pinPepper,
      );
      // the device the sandbox's demos and journeys log in from is trusted, and registered for Pix
      // since SANDBOX_DEVICE.pixSince: never new for Pix at whatever instant a test pins the clock
      await trustOpeningDevice(trx, customerId, SANDBOX_DEVICE, openedAt, new Date(SANDBOX_DEVICE.pixSince));
      const account = await findOwnedAccount(trx, customerId, accountId);
      if (!account) throw new Error('seeded account vanished');
      accounts.push({ demo, customerId, account, balance: 0 });
    }
    await seedPixInstitutions(trx);
    await seedGiftCards(trx, clearing, options.environment ?? 'development', now);
    const holders = accounts.map((a) => ({
      demo: a.demo,
      customerId: a.customerId,
      accountId: a.account.id,
    }));
    await seedDemoCards(trx, holders, now);
    if (options.history !== false) await seedHistory(trx, clearing, accounts, createPrng(PRNG_SEED), now);
    else await seedOpeningBalances(trx, clearing, accounts, now);
    // The statuses the bank set on some demo accounts (customers.ts), after their history.
    for (const a of accounts) {
      if (a.demo.statusConta) {
        await setStatusByBank(trx, {
          accountId: a.account.id,
          status: a.demo.statusConta.id,
          reason: a.demo.statusConta.motivo,
          now,
        });
      }
      if (a.demo.produto) await setAccountProduct(trx, a.account.id, a.demo.produto);
    }
    // The feed's content (engage-cards.ts); the history's notifications were read long ago.
    await seedEngageCards(trx, PAULO_CPF);
    await readSeededNotifications(trx);
    await trx.insertInto('sandbox_seed').values({ id: SEED_MARKER, version: SEED_VERSION }).execute();
    // The database is the sandbox's for good: production refuses to start on it (platform/database-use.ts).
    await markSandboxUse<Database>(trx);
    return true;
  });
}

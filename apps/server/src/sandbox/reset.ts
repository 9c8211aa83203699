import { sql } from 'kysely';
import type { Db } from '../tables.ts';
import { seedSandbox } from './seed.ts';

/**
 * What a reset wipes: every row a customer, an account or a movement owns, through the foreign keys
 * that lead to these roots (CASCADE), plus the tables that name a customer without one; then the seed
 * runs again. The bank's own content (feature flags for everyone, help, the feed's cards, the rewards'
 * programmes, the migrations' bookkeeping) stays. reset.test.ts checks that no row is left naming a
 * customer or an account that is gone.
 */
const ROOTS = [
  'customer',
  'account',
  'movement',
  'session',
  'idempotency',
  'sandbox_seed',
  'login_guard',
  'rate_bucket',
  'pix_institution',
];

/** Wipes every bank table and seeds again: how a blocked demo login or PIN is unblocked. */
export async function resetSandbox(db: Db, pinPepper: string): Promise<void> {
  await sql`truncate table ${sql.join(ROOTS.map((t) => sql.table(t)))} cascade`.execute(db);
  await seedSandbox(db, { pinPepper });
}

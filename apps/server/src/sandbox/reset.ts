import { sql } from 'kysely';
import type { Db } from '../tables.ts';
import { seedSandbox } from './seed.ts';

/** Wipes every bank table and seeds again: how a blocked demo login or PIN is unblocked. */
export async function resetSandbox(db: Db, pinPepper: string): Promise<void> {
  await sql`truncate table pix_payment, pix_key_token, pix_key, pix_institution, idempotency, receipt, posting, movement, account_pin, session, account, customer, sandbox_seed, login_guard, rate_bucket`.execute(
    db,
  );
  await seedSandbox(db, { pinPepper });
}

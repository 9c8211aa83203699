import { withTransaction } from '../../../../../platform/database/transaction.ts';
import type { Trx } from '../../../bank-database.ts';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import { findCustomer } from '../../account/account.repository.ts';
import { keyNotFoundKeepingCost, lookupLimited } from '../pix.errors.ts';
import { findKey } from '../pix.repository.ts';
import { rememberLookup } from './lookup-end-to-end.ts';
import { describeKey } from './pix-keys.service.ts';

/** The key look-up bucket, in thousandths of a token. */
export const LOOKUP_CAPACITY = 100_000;
/** 2 tokens a minute: one thousandth every 30 ms. */
export const LOOKUP_MS_PER_MILLI = 30;
export const LOOKUP_HIT_COST = 1_000;
export const LOOKUP_MISS_COST = 3_000;

/** The customer's bucket, refilled up to now, locked until the end of the transaction. */
async function lockBucket(trx: Trx, customerId: string, now: Date): Promise<number> {
  await trx
    .insertInto('pix_lookup_bucket')
    .values({ customer_id: customerId, tokens_milli: LOOKUP_CAPACITY, updated_at: now })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('pix_lookup_bucket')
    .select(['tokens_milli', 'updated_at'])
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const elapsed = Math.max(0, now.getTime() - new Date(row.updated_at).getTime());
  return Math.min(LOOKUP_CAPACITY, row.tokens_milli + Math.floor(elapsed / LOOKUP_MS_PER_MILLI));
}

async function saveBucket(trx: Trx, customerId: string, tokens: number, now: Date): Promise<void> {
  await trx
    .updateTable('pix_lookup_bucket')
    .set({ tokens_milli: tokens, updated_at: now })
    .where('customer_id', '=', customerId)
    .execute();
}

/**
 * consultar-dados-por-chave under the customer's bucket (capacity 100, 2 a minute): a look-up needs
 * a whole token; a hit costs 1, a miss 3. An empty bucket answers 429 / 40083 before the directory is
 * read, whatever the key.
 */
export function lookupKeyLimited(deps: BankDeps, session: BankSession, chave: string) {
  return withTransaction(deps.db, async (trx) => {
    const now = deps.now();
    const tokens = await lockBucket(trx, session.customerId, now);
    if (tokens < LOOKUP_HIT_COST) {
      throw lookupLimited(Math.ceil(((LOOKUP_HIT_COST - tokens) * LOOKUP_MS_PER_MILLI) / 1000));
    }
    const entry = await findKey(trx, chave);
    await saveBucket(trx, session.customerId, tokens - (entry ? LOOKUP_HIT_COST : LOOKUP_MISS_COST), now);
    if (!entry) throw keyNotFoundKeepingCost();
    const caller = await findCustomer(trx, session.customerId);
    const described = describeKey(entry, { callerTaxId: caller?.cpf ?? '', now });
    // the payment to this key carries the look-up's end-to-end id (enviar-ordem-pagamento-por-chave)
    await rememberLookup(
      trx,
      { endToEnd: described.endToEndId, customerId: session.customerId, chave: entry.chave },
      now,
    );
    return described;
  });
}

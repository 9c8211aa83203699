import type { Trx } from '../../../bank-database.ts';
import type { EndToEndClaim } from '../end-to-end.ts';

/**
 * How long the end-to-end id of a key look-up stays good for the payment to that key: the customer
 * reads the payee, types the amount and the PIN; an older look-up is looked up again.
 */
export const LOOKUP_END_TO_END_TTL_MS = 30 * 60_000;

export interface LookupEndToEnd {
  endToEnd: string;
  customerId: string;
  chave: string;
}

/** Keeps the id a look-up handed out, and drops the customer's ones too old to be used (one statement). */
export async function rememberLookup(trx: Trx, lookup: LookupEndToEnd, at: Date): Promise<void> {
  await trx
    .with('pruned', (db) =>
      db
        .deleteFrom('pix_lookup_end_to_end')
        .where('customer_id', '=', lookup.customerId)
        .where('created_at', '<', new Date(at.getTime() - LOOKUP_END_TO_END_TTL_MS))
        .returning('end_to_end'),
    )
    .insertInto('pix_lookup_end_to_end')
    .values({
      end_to_end: lookup.endToEnd,
      customer_id: lookup.customerId,
      chave: lookup.chave,
      created_at: at,
    })
    .execute();
}

/**
 * Uses a look-up's id for a payment: true when this customer looked this key up under it recently
 * and it was not used yet. It is used at most once: the payment's transaction deletes it, and a payment
 * that fails rolls the deletion back with it.
 */
export async function takeLookup(trx: Trx, lookup: LookupEndToEnd, now: Date): Promise<boolean> {
  const taken = await trx
    .deleteFrom('pix_lookup_end_to_end')
    .where('end_to_end', '=', lookup.endToEnd)
    .where('customer_id', '=', lookup.customerId)
    .where('chave', '=', lookup.chave)
    .where('created_at', '>=', new Date(now.getTime() - LOOKUP_END_TO_END_TTL_MS))
    .returning('end_to_end')
    .executeTakeFirst();
  return taken !== undefined;
}

/** The claim a payment to a key makes on its look-up's end-to-end id. */
export function lookupClaim(endToEnd: string, customerId: string, chave: string): EndToEndClaim {
  return { endToEnd, take: (trx, now) => takeLookup(trx, { endToEnd, customerId, chave }, now) };
}

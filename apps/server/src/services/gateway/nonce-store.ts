import { MAX_CLOCK_SKEW_MS } from '@carteira/core/envelope';
import type { Kysely } from 'kysely';
import type { GatewayTables } from './gateway.table.ts';

/**
 * Remembers every nonce for as long as its envelope could still be inside the time window, so a
 * replay inside the window is refused and one outside it is refused by the window itself.
 */
export class NonceStore {
  constructor(private readonly db: Kysely<GatewayTables>) {}

  /**
   * true when the nonce is new (and is now remembered); false for a replay. With `trx`, the nonce is
   * remembered only if that transaction commits (a payment's: the nonce needs no commit of its own).
   */
  async claim(nonce: string, now: Date, trx?: Kysely<GatewayTables>): Promise<boolean> {
    const inserted = await (trx ?? this.db)
      .insertInto('gateway_nonce')
      .values({ nonce, seen_at: now })
      .onConflict((oc) => oc.column('nonce').doNothing())
      .returning('nonce')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Forgets nonces older than twice the window (both directions of clock skew are covered). */
  async purge(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - 2 * MAX_CLOCK_SKEW_MS);
    await this.db.deleteFrom('gateway_nonce').where('seen_at', '<', cutoff).execute();
  }
}

import { MAX_CLOCK_SKEW_MS } from '@carteira/core/envelope';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { GatewayTables } from './gateway.table.ts';

/**
 * Remembers every nonce for as long as its envelope could still be inside the time window, so a
 * replay inside the window is refused and one outside it is refused by the window itself.
 */
export class NonceStore {
  constructor(private readonly db: Kysely<GatewayTables>) {}

  /** true when the nonce is new (and is now remembered, in a commit of its own); false for a replay. */
  async claim(nonce: string, now: Date): Promise<boolean> {
    const { rows } = await this.claimStatement(nonce, now).execute(this.db);
    return rows.length > 0;
  }

  /**
   * The nonce's insert as one statement, returning a row when the nonce is new. A payment runs it inside
   * its own transaction, as part of its first statement: the nonce is then remembered only if that
   * transaction commits (it needs no commit of its own).
   */
  claimStatement(nonce: string, now: Date): RawBuilder<{ nonce: string }> {
    return sql<{ nonce: string }>`insert into gateway_nonce (nonce, seen_at) values (${nonce}, ${now})
      on conflict (nonce) do nothing returning nonce`;
  }

  /** Forgets nonces older than twice the window (both directions of clock skew are covered). */
  async purge(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - 2 * MAX_CLOCK_SKEW_MS);
    await this.db.deleteFrom('gateway_nonce').where('seen_at', '<', cutoff).execute();
  }
}

import { ZERO } from '@carteira/core/money';
import { sql } from 'kysely';
import type { Executor } from '../../../../../tables.ts';

export interface PixStatementQuery {
  accountId: string;
  /** Movement kinds that are Pix. */
  kinds: readonly string[];
  /** Include postings that debit the account (sent, 40) and that credit it (received, 30). */
  sent: boolean;
  received: boolean;
  from: Date;
  /** Exclusive. */
  to: Date;
  limit: number;
  offset: number;
  newestFirst: boolean;
}

/** One page of an account's Pix postings, newest first by default, and the total in the period. */
export async function pixStatementPage(db: Executor, q: PixStatementQuery) {
  const direction = q.newestFirst ? 'desc' : 'asc';
  const base = db
    .selectFrom('posting')
    .innerJoin('movement', 'movement.id', 'posting.movement_id')
    .where('posting.account_id', '=', q.accountId)
    .where('posting.created_at', '>=', q.from)
    .where('posting.created_at', '<', q.to)
    .where('movement.kind', 'in', [...q.kinds])
    .$if(q.sent && !q.received, (b) => b.where('posting.amount', '<', ZERO))
    .$if(q.received && !q.sent, (b) => b.where('posting.amount', '>', ZERO));
  const rows = await base
    .leftJoin('pix_payment', 'pix_payment.movement_id', 'posting.movement_id')
    .leftJoin('receipt', 'receipt.movement_id', 'posting.movement_id')
    .select([
      'movement.id as movement_id',
      'movement.kind',
      'movement.type_id',
      'posting.amount',
      'posting.created_at',
      'posting.counterparty_name',
      'posting.description',
      'pix_payment.end_to_end',
      'pix_payment.chave',
      sql<boolean>`receipt.id is not null`.as('has_receipt'),
    ])
    .orderBy('posting.created_at', direction)
    .orderBy('posting.id', direction)
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const count = await base.select(sql<number>`count(*)::int8`.as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

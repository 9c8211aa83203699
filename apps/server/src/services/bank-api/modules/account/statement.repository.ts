import { ZERO } from '@carteira/core/money';
import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';

export interface StatementQuery {
  accountId: string;
  from: Date;
  /** Exclusive. */
  to: Date;
  limit: number;
  offset: number;
  newestFirst: boolean;
  /** Only movements of these kinds (the Pix statement); every kind when absent. */
  kinds?: readonly string[] | undefined;
  /** Only what left the account ('out', transaction type 40 for Pix) or arrived ('in', 30); both when absent. */
  direction?: 'in' | 'out' | undefined;
}

/**
 * One page of an account's postings with their movements, receipts and Pix side, and the total in the
 * period: the one statement query, for the whole statement and for the Pix one (a kind filter).
 */
export async function statementPage(db: Executor, q: StatementQuery) {
  const direction = q.newestFirst ? 'desc' : 'asc';
  const base = db
    .selectFrom('posting')
    .innerJoin('movement', 'movement.id', 'posting.movement_id')
    .where('posting.account_id', '=', q.accountId)
    .where('posting.created_at', '>=', q.from)
    .where('posting.created_at', '<', q.to)
    .$if(q.kinds !== undefined, (b) => b.where('movement.kind', 'in', [...(q.kinds ?? [])]))
    .$if(q.direction === 'out', (b) => b.where('posting.amount', '<', ZERO))
    .$if(q.direction === 'in', (b) => b.where('posting.amount', '>', ZERO));
  const rows = await base
    .leftJoin('receipt', 'receipt.movement_id', 'posting.movement_id')
    .leftJoin('pix_payment', 'pix_payment.movement_id', 'posting.movement_id')
    .select([
      'movement.id as movement_id',
      'movement.kind',
      'movement.type_id',
      'posting.amount',
      'posting.created_at',
      'posting.counterparty_name',
      'posting.description',
      'receipt.authentication',
      'receipt.fee',
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

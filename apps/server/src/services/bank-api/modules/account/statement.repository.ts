import { sql } from 'kysely';
import type { Executor } from '../../../../tables.ts';

export interface StatementQuery {
  accountId: string;
  from: Date;
  /** Exclusive. */
  to: Date;
  limit: number;
  offset: number;
  newestFirst: boolean;
}

/** One page of an account's postings with their movements, and the total in the period. */
export async function statementPage(db: Executor, q: StatementQuery) {
  const direction = q.newestFirst ? 'desc' : 'asc';
  const base = db
    .selectFrom('posting')
    .where('posting.account_id', '=', q.accountId)
    .where('posting.created_at', '>=', q.from)
    .where('posting.created_at', '<', q.to);
  const rows = await base
    .innerJoin('movement', 'movement.id', 'posting.movement_id')
    .leftJoin('receipt', 'receipt.movement_id', 'posting.movement_id')
    .select([
      'movement.id as movement_id',
      'movement.kind',
      'movement.type_id',
      'posting.amount',
      'posting.created_at',
      'posting.counterparty_name',
      'posting.description',
      sql<boolean>`receipt.id is not null`.as('has_receipt'),
    ])
    .orderBy('posting.created_at', direction)
    .orderBy('posting.id', direction)
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const count = await base.select(sql<number>`count(*)::int8`.as('n')).executeTakeFirstOrThrow();
  return { rows, total: count.n };
}

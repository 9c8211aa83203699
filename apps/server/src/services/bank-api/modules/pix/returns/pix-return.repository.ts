import { ZERO } from '@carteira/core/money';
import { sql } from 'kysely';
import type { Executor } from '../../../bank-database.ts';

/** Locks the movement row of a Pix so the returns made from it queue up one after the other. */
export async function lockMovement(trx: Executor, movementId: string): Promise<boolean> {
  const rows = await trx
    .selectFrom('movement')
    .select('id')
    .where('id', '=', movementId)
    .forUpdate()
    .execute();
  return rows.length === 1;
}

/**
 * A Pix this account received: the movement, the amount credited to the account, the payer's side
 * (the account debited: a customer's or the sandbox clearing), its end-to-end id and its receipt's payer.
 */
export async function findReceivedPix(db: Executor, accountId: string, movementId: string, kinds: string[]) {
  return db
    .selectFrom('posting as credit')
    .innerJoin('movement', 'movement.id', 'credit.movement_id')
    .innerJoin('posting as debit', (j) =>
      j.onRef('debit.movement_id', '=', 'credit.movement_id').on('debit.amount', '<', ZERO),
    )
    .innerJoin('pix_payment', 'pix_payment.movement_id', 'credit.movement_id')
    .leftJoin('receipt', 'receipt.movement_id', 'credit.movement_id')
    .select([
      'movement.id',
      'movement.created_at',
      'credit.amount',
      'debit.account_id as payer_account_id',
      'pix_payment.end_to_end',
      'pix_payment.institution_ispb',
      'receipt.payer',
    ])
    .where('credit.movement_id', '=', movementId)
    .where('credit.account_id', '=', accountId)
    .where('credit.amount', '>', ZERO)
    .where('movement.kind', 'in', kinds)
    .executeTakeFirst();
}

/** Centavos this account already returned from the Pix it received in `movementId`. */
export async function returnedSoFar(db: Executor, accountId: string, movementId: string): Promise<number> {
  const row = await db
    .selectFrom('pix_payment')
    .innerJoin('posting', 'posting.movement_id', 'pix_payment.movement_id')
    .select(sql<number>`coalesce(sum(-posting.amount), 0)::int8`.as('n'))
    .where('pix_payment.returns_movement_id', '=', movementId)
    .where('posting.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

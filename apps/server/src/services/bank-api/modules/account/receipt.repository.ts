import { randomBytes, randomUUID } from 'node:crypto';
import type { Executor } from '../../bank-database.ts';
import type { ReceiptParty } from './account.table.ts';

export interface NewReceipt {
  movementId: string;
  operation: string;
  reason: string;
  amount: number;
  fee?: number;
  payer: ReceiptParty;
  destination: ReceiptParty;
  description: string | null;
  at: Date;
}

/** An authentication code as printed on a receipt: 32 hex digits in groups of four. */
export function newAuthenticationCode(): string {
  return randomBytes(16).toString('hex').toUpperCase().match(/.{4}/g)?.join('.') ?? '';
}

/**
 * A receipt with its new id and authentication code, and its insert once its movement is known (a
 * statement of its own, or one of the movement's: postMovement's `alongside`).
 */
export function newReceipt(receipt: Omit<NewReceipt, 'movementId' | 'at'>) {
  const id = randomUUID();
  const authentication = newAuthenticationCode();
  const insert = (db: Executor, movement: { id: string; at: Date }) =>
    db.insertInto('receipt').values({
      id,
      movement_id: movement.id,
      authentication,
      operation: receipt.operation,
      reason: receipt.reason,
      amount: receipt.amount,
      fee: receipt.fee ?? 0,
      payer: JSON.stringify(receipt.payer),
      destination: JSON.stringify(receipt.destination),
      description: receipt.description,
      created_at: movement.at,
    });
  return { id, authentication, insert };
}

export async function insertReceipt(
  db: Executor,
  receipt: NewReceipt,
): Promise<{ id: string; authentication: string }> {
  const { id, authentication, insert } = newReceipt(receipt);
  await insert(db, { id: receipt.movementId, at: receipt.at }).execute();
  return { id, authentication };
}

/** The receipt of a movement, only when the movement touched this account, with this account's side of it. */
export async function findReceiptForAccount(db: Executor, accountId: string, movementId: string) {
  return db
    .selectFrom('receipt')
    .innerJoin('movement', 'movement.id', 'receipt.movement_id')
    .innerJoin('posting', 'posting.movement_id', 'receipt.movement_id')
    .leftJoin('pix_payment', 'pix_payment.movement_id', 'receipt.movement_id')
    .leftJoin('boleto_payment', 'boleto_payment.movement_id', 'receipt.movement_id')
    .leftJoin('phone_recharge', (join) =>
      join.on((eb) =>
        eb.or([
          eb('phone_recharge.movement_id', '=', eb.ref('receipt.movement_id')),
          eb('phone_recharge.refund_movement_id', '=', eb.ref('receipt.movement_id')),
        ]),
      ),
    )
    .leftJoin('atm_withdrawal', 'atm_withdrawal.movement_id', 'receipt.movement_id')
    .selectAll('receipt')
    .select(['movement.kind', 'movement.type_id', 'posting.amount as posting_amount'])
    .select(['pix_payment.end_to_end', 'pix_payment.chave as pix_key'])
    .select(['boleto_payment.line as boleto_line', 'boleto_payment.due_date as boleto_due_date'])
    .select([
      'phone_recharge.operator_name as recharge_operator',
      'phone_recharge.ddi as recharge_ddi',
      'phone_recharge.ddd as recharge_ddd',
      'phone_recharge.number as recharge_number',
      'atm_withdrawal.id as withdrawal_id',
    ])
    .where('receipt.movement_id', '=', movementId)
    .where('posting.account_id', '=', accountId)
    .executeTakeFirst();
}

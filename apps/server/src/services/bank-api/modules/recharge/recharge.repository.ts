import type { Insertable } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import { ensureSystemAccount } from '../ledger/ledger.repository.ts';
import type { PhoneRechargeTable, RechargeStatus } from './recharge.table.ts';

/** The ledger code of an operator's settlement account: what the bank owes the operator for top-ups. */
export const operatorSettlementCode = (operatorId: string) => `recharge-settlement-${operatorId}`;

/** The operator's settlement account's id, created on first use (two first top-ups at once make one). */
export async function ensureOperatorAccount(
  db: Executor,
  operator: { id: string; name: string },
  at: Date,
): Promise<string> {
  const code = operatorSettlementCode(operator.id);
  return ensureSystemAccount(
    db,
    { code, descricao: `Liquidação de recargas com a operadora ${operator.name}` },
    at,
  );
}

export async function insertRecharge(db: Executor, row: Insertable<PhoneRechargeTable>): Promise<void> {
  await db.insertInto('phone_recharge').values(row).execute();
}

export async function settleRecharge(
  db: Executor,
  id: string,
  outcome: {
    status: Exclude<RechargeStatus, 'PENDENTE'>;
    operatorReference?: string | null;
    failureReason?: string | null;
    refundMovementId?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('phone_recharge')
    .set({
      status: outcome.status,
      operator_reference: outcome.operatorReference ?? null,
      failure_reason: outcome.failureReason ?? null,
      refund_movement_id: outcome.refundMovementId ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'PENDENTE')
    .execute();
}

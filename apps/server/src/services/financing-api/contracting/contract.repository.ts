import type { ScheduleRow } from '../financing.table.ts';
import type { Executor } from '../financing-database.ts';

export async function insertContract(
  db: Executor,
  c: {
    id: string;
    contractingId: string;
    customerId: string;
    accountId: string;
    deviceName: string;
    financedOn: string;
    principal: number;
    requested: number;
    downPayment: number;
    total: number;
    monthlyRate: number;
    cet: number;
    now: Date;
  },
  schedule: readonly ScheduleRow[],
): Promise<void> {
  await db
    .insertInto('financing_contract')
    .values({
      id: c.id,
      contracting_id: c.contractingId,
      customer_id: c.customerId,
      account_id: c.accountId,
      status: 'VIGENTE',
      device_name: c.deviceName,
      financed_on: c.financedOn,
      principal: c.principal,
      requested: c.requested,
      down_payment: c.downPayment,
      total: c.total,
      monthly_rate: c.monthlyRate,
      cet: c.cet,
      created_at: c.now,
    })
    .execute();
  await db
    .insertInto('financing_installment')
    .values(
      schedule.map((row) => ({
        contract_id: c.id,
        number: row.number,
        due_date: row.dueDate,
        value: row.payment,
        interest: row.interest,
        amortization: row.amortization,
      })),
    )
    .execute();
}

export function listAccountContracts(db: Executor, accountId: string) {
  return db
    .selectFrom('financing_contract')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Whether a financing contract is in force on the account (the bank asks before closing it). */
export async function hasContractInForce(db: Executor, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('financing_contract')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'VIGENTE')
    .executeTakeFirst();
  return row !== undefined;
}

export function findAccountContract(db: Executor, accountId: string, contractId: string) {
  return db
    .selectFrom('financing_contract')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', contractId)
    .executeTakeFirst();
}

export function listInstallments(db: Executor, contractIds: readonly string[]) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('financing_installment')
    .selectAll()
    .where('contract_id', 'in', contractIds)
    .orderBy('contract_id')
    .orderBy('number')
    .execute();
}

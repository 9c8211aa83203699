import type { Insertable } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import type { PortabilityStatus } from './portability-registry.ts';
import type { PortedSalaryTable, SalaryPortabilityTable } from './salary-portability.table.ts';

export async function insertPortability(db: Executor, row: Insertable<SalaryPortabilityTable>) {
  await db.insertInto('salary_portability').values(row).execute();
}

/** The customer's own portabilities, newest first. */
export async function listPortabilities(db: Executor, customerId: string) {
  return db
    .selectFrom('salary_portability')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** One portability, only among the customer's own; locked for the rest of the transaction. */
export async function lockOwnPortability(db: Executor, customerId: string, id: string) {
  return db
    .selectFrom('salary_portability')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

/** A portability by its registry protocol, locked (the payroll bank names it when it pays). */
export async function lockPortabilityByProtocol(db: Executor, protocol: string) {
  return db
    .selectFrom('salary_portability')
    .selectAll()
    .where('protocol', '=', protocol)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the customer has a portability from this employer still open or in force. */
export async function hasLivePortability(db: Executor, customerId: string, employerCnpj: string) {
  const row = await db
    .selectFrom('salary_portability')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('employer_cnpj', '=', employerCnpj)
    .where('status', '!=', 'Cancelada')
    .where('registry_status', '!=', 'Recusado')
    .executeTakeFirst();
  return row !== undefined;
}

export async function cancelPortability(
  db: Executor,
  id: string,
  change: {
    status: PortabilityStatus;
    registryStatus: string;
    reason: number;
    complement: string | null;
    at: Date;
  },
) {
  await db
    .updateTable('salary_portability')
    .set({
      status: change.status,
      registry_status: change.registryStatus,
      cancel_reason: change.reason,
      cancel_complement: change.complement,
      cancelled_at: change.at,
      updated_at: change.at,
    })
    .where('id', '=', id)
    .execute();
}

export async function findPortedSalary(db: Executor, portabilityId: string, reference: string) {
  return db
    .selectFrom('ported_salary')
    .selectAll()
    .where('portability_id', '=', portabilityId)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function insertPortedSalary(db: Executor, row: Insertable<PortedSalaryTable>) {
  await db.insertInto('ported_salary').values(row).execute();
}

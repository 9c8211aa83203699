import type { Insertable } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import { ensureSystemAccount } from '../ledger/ledger.repository.ts';
import type {
  FgtsContractInstalmentTable,
  FgtsContractTable,
  FgtsFaceAuthTable,
  FgtsProposalTable,
} from './fgts.table.ts';

/** The system accounts of the advance, opened the first time they are needed. */
export const FGTS_PORTFOLIO_ACCOUNT = 'fgts-advance-portfolio';
export const FGTS_IOF_ACCOUNT = 'fgts-advance-iof-payable';
const SYSTEM: Record<string, { descricao: string; allowNegative: boolean }> = {
  // The anniversaries the customers pledged: below zero by what the bank advanced and is still owed.
  [FGTS_PORTFOLIO_ACCOUNT]: { descricao: 'Carteira Antecipação Saque-Aniversário FGTS', allowNegative: true },
  [FGTS_IOF_ACCOUNT]: { descricao: 'IOF a recolher da antecipação do FGTS', allowNegative: false },
};

export async function ensureFgtsAccount(db: Executor, code: string, at: Date): Promise<string> {
  const spec = SYSTEM[code];
  if (!spec) throw new Error(`unknown FGTS account ${code}`);
  return ensureSystemAccount(db, { code, ...spec }, at);
}

export async function insertProposal(db: Executor, row: Insertable<FgtsProposalTable>) {
  await db
    .insertInto('fgts_proposal')
    .values({ ...row, simulation: JSON.stringify(row.simulation) } as never)
    .execute();
}

export async function lockOwnProposal(db: Executor, customerId: string, id: string) {
  return db
    .selectFrom('fgts_proposal')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertFaceAuth(db: Executor, row: Insertable<FgtsFaceAuthTable>) {
  await db
    .insertInto('fgts_face_auth')
    .values({ ...row, device: row.device === null ? null : JSON.stringify(row.device) } as never)
    .execute();
}

export async function lockOwnFaceAuth(db: Executor, customerId: string, id: string) {
  return db
    .selectFrom('fgts_face_auth')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function useFaceAuth(db: Executor, id: string, at: Date) {
  await db.updateTable('fgts_face_auth').set({ used_at: at }).where('id', '=', id).execute();
}

export async function markProposalContracted(db: Executor, id: string) {
  await db.updateTable('fgts_proposal').set({ status: 'CONTRATADA' }).where('id', '=', id).execute();
}

export async function insertContract(
  db: Executor,
  contract: Insertable<FgtsContractTable>,
  instalments: readonly Insertable<FgtsContractInstalmentTable>[],
) {
  await db.insertInto('fgts_contract').values(contract).execute();
  await db
    .insertInto('fgts_contract_instalment')
    .values([...instalments])
    .execute();
}

export async function findContractByProposal(db: Executor, proposalId: string) {
  return db.selectFrom('fgts_contract').selectAll().where('proposal_id', '=', proposalId).executeTakeFirst();
}

export async function findOwnContract(db: Executor, customerId: string, id: string) {
  return db
    .selectFrom('fgts_contract')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** The customer's contract, locked for a withdrawal (the anniversary payment locks it too). */
export async function lockOwnContract(db: Executor, customerId: string, id: string) {
  return db
    .selectFrom('fgts_contract')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

/** Any customer's contract, locked: the operator's yearly payment checks it is still in force. */
export async function lockContract(db: Executor, id: string) {
  return db.selectFrom('fgts_contract').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markContractWithdrawn(
  db: Executor,
  input: { id: string; at: Date; movementId: string },
) {
  await db
    .updateTable('fgts_contract')
    .set({ status: 'CANCELADO', cancelled_at: input.at, cancel_movement_id: input.movementId })
    .where('id', '=', input.id)
    .where('status', '=', 'ATIVO')
    .execute();
}

export async function hasActiveContract(db: Executor, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('fgts_contract')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', '=', 'ATIVO')
    .executeTakeFirst();
  return row !== undefined;
}

export async function listOwnContracts(
  db: Executor,
  input: { customerId: string; accountId: string; order: 'asc' | 'desc'; offset: number; limit: number },
) {
  const base = db
    .selectFrom('fgts_contract')
    .where('customer_id', '=', input.customerId)
    .where('account_id', '=', input.accountId)
    .where('status', '!=', 'CANCELADO');
  const rows = await base
    .selectAll()
    .orderBy('created_at', input.order)
    .orderBy('id', input.order)
    .offset(input.offset)
    .limit(input.limit)
    .execute();
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}

export async function instalmentsOf(db: Executor, contractIds: readonly string[]) {
  if (contractIds.length === 0) return [];
  return db
    .selectFrom('fgts_contract_instalment')
    .selectAll()
    .where('contract_id', 'in', [...contractIds])
    .orderBy('contract_id')
    .orderBy('number')
    .execute();
}

export async function lockContractInstalment(db: Executor, contractId: string, number: number) {
  return db
    .selectFrom('fgts_contract_instalment')
    .selectAll()
    .where('contract_id', '=', contractId)
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst();
}

export async function markInstalmentPaid(
  db: Executor,
  input: { contractId: string; number: number; at: Date; movementId: string },
) {
  await db
    .updateTable('fgts_contract_instalment')
    .set({ status: 'PAGA', paid_at: input.at, movement_id: input.movementId })
    .where('contract_id', '=', input.contractId)
    .where('number', '=', input.number)
    .execute();
  const open = await db
    .selectFrom('fgts_contract_instalment')
    .select('number')
    .where('contract_id', '=', input.contractId)
    .where('status', '=', 'ABERTA')
    .executeTakeFirst();
  if (!open) {
    await db
      .updateTable('fgts_contract')
      .set({ status: 'LIQUIDADO' })
      .where('id', '=', input.contractId)
      .execute();
  }
}

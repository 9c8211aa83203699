import { randomUUID } from 'node:crypto';
import { withTransaction } from '../../../platform/database/transaction.ts';
import type { FinancingCaller } from '../auth/financing-auth.service.ts';
import { contractingNotFound, notYourCpf } from '../financing.errors.ts';
import type { Db, Trx } from '../financing-database.ts';
import {
  type ContractingRow,
  findOpenContracting,
  insertContracting,
  listContractings,
  lockContracting,
} from './contracting.repository.ts';
import { advance } from './contracting-advance.ts';
import { CONTRACTING_STATUS as S } from './contracting-status.ts';
import { contractingView, historyItem } from './contracting-view.ts';

export const DEFAULT_STORE_ID = 'carteira';

/**
 * Runs `fn` on the caller's contracting in one transaction: the row locked, the changes time made
 * applied first. Another customer's key is 404, exactly like an unknown one.
 */
export async function inContracting<T>(
  db: Db,
  caller: FinancingCaller,
  key: string,
  now: Date,
  fn: (trx: Trx, row: ContractingRow) => Promise<T>,
): Promise<T> {
  return withTransaction(db, async (trx) => {
    const locked = await lockContracting(trx, caller.customerId, key);
    if (!locked) throw contractingNotFound();
    const row = await advance(trx, locked, now);
    return fn(trx, row);
  });
}

export function checkOwnCpf(caller: FinancingCaller, cpf: string): void {
  if (cpf !== caller.cpf) throw notYourCpf();
}

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23505';
}

/** contracting/create: the customer's open contracting, or a new one. */
export async function createContracting(
  db: Db,
  caller: FinancingCaller,
  input: { cpf: string; storeUserId: string; storeId?: string | undefined },
  now: Date,
) {
  checkOwnCpf(caller, input.cpf);
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await withTransaction(db, async (trx) => {
        const open = await findOpenContracting(trx, caller.customerId);
        if (open) {
          const locked = await lockContracting(trx, caller.customerId, open.id);
          return locked ? advance(trx, locked, now) : open;
        }
        const id = randomUUID();
        await insertContracting(trx, {
          id,
          customerId: caller.customerId,
          storeId: input.storeId ?? DEFAULT_STORE_ID,
          storeUserId: input.storeUserId,
          status: S.STARTED,
          now,
        });
        const created = await lockContracting(trx, caller.customerId, id);
        if (!created) throw new Error('contracting vanished');
        return created;
      });
      return contractingView(row, now);
    } catch (err) {
      // Two creates at once: the partial unique index let one in; the other reads it.
      if (!isUniqueViolation(err) || attempt >= 2) throw err;
    }
  }
}

export async function getState(db: Db, caller: FinancingCaller, key: string, now: Date) {
  return inContracting(db, caller, key, now, async (_trx, row) => contractingView(row, now));
}

export async function history(db: Db, caller: FinancingCaller, cpf: string, storeId: string, now: Date) {
  checkOwnCpf(caller, cpf);
  // The open contracting first catches up with time (bureau answer, Pix paid, invoicing).
  const open = await findOpenContracting(db, caller.customerId);
  if (open) await inContracting(db, caller, open.id, now, async () => undefined);
  const rows = await listContractings(db, caller.customerId, storeId);
  return { contractings: rows.map((row) => historyItem(row, now)) };
}

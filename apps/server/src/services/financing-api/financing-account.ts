import { randomUUID } from 'node:crypto';
import type { Trx } from '../../platform/database/schema.ts';
import { findSystemAccount, insertAccount } from '../bank-api/modules/ledger/ledger.repository.ts';

/** The financing company's ledger account: down payments are paid into it (and refunded from it). */
export const FINANCING_ACCOUNT_CODE = 'financing-company';
export const FINANCING_COMPANY_NAME = 'Carteira Financiamentos';

export async function ensureFinancingAccount(trx: Trx, now: Date): Promise<string> {
  const existing = await findSystemAccount(trx, FINANCING_ACCOUNT_CODE);
  if (existing) return existing.id;
  const id = randomUUID();
  await insertAccount(trx, {
    id,
    kind: 'system',
    customerId: null,
    code: FINANCING_ACCOUNT_CODE,
    agencia: null,
    numero: null,
    descricao: FINANCING_COMPANY_NAME,
    allowNegative: false,
    openedAt: now,
  });
  return id;
}

import { randomUUID } from 'node:crypto';
import type { Trx } from '../../../tables.ts';
import { findSystemAccount } from '../../bank-api/public.ts';

/** The financing company's ledger account: down payments are paid into it (and refunded from it). */
export const FINANCING_ACCOUNT_CODE = 'financing-company';
export const FINANCING_COMPANY_NAME = 'Carteira Financiamentos';

/**
 * The account's id, opening it the first time (a system account that never goes below zero). Two
 * first payments at once both end with the one account: the second insert does nothing.
 */
export async function ensureFinancingAccount(trx: Trx, now: Date): Promise<string> {
  const existing = await findSystemAccount(trx, FINANCING_ACCOUNT_CODE);
  if (existing) return existing.id;
  await trx
    .insertInto('account')
    .values({
      id: randomUUID(),
      kind: 'system',
      customer_id: null,
      code: FINANCING_ACCOUNT_CODE,
      agencia: null,
      numero: null,
      descricao: FINANCING_COMPANY_NAME,
      allow_negative: false,
      opened_at: now,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const created = await findSystemAccount(trx, FINANCING_ACCOUNT_CODE);
  if (!created) throw new Error('financing account missing after insert');
  return created.id;
}

import { ensureSystemAccount } from '../../bank-api/public.ts';
import type { Trx } from '../financing-database.ts';

/** The financing company's ledger account: down payments are paid into it (and refunded from it). */
export const FINANCING_ACCOUNT_CODE = 'financing-company';
export const FINANCING_COMPANY_NAME = 'Carteira Financiamentos';

/**
 * The account's id, which the bank's ledger opens the first time (a system account that never goes
 * below zero). Two first payments at once both end with the one account.
 */
export function ensureFinancingAccount(trx: Trx, now: Date): Promise<string> {
  return ensureSystemAccount(trx, { code: FINANCING_ACCOUNT_CODE, descricao: FINANCING_COMPANY_NAME }, now);
}

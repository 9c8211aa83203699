import type { Insertable } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import { ensureSystemAccount } from '../ledger/ledger.repository.ts';
import type { AtmWithdrawalTable } from './atm.table.ts';

/** What the bank owes the ATM network for the cash its ATMs gave, and the bank's tariff income. */
export const ATM_NETWORK_CODE = 'atm-network-settlement';
export const TARIFF_INCOME_CODE = 'tariff-income';

const DESCRIPTIONS: Record<string, string> = {
  [ATM_NETWORK_CODE]: 'Liquidação com a rede de caixas eletrônicos (saques)',
  [TARIFF_INCOME_CODE]: 'Receita de tarifas',
};

/** The ATM network's or the tariff income's account id, opened on first use by the ledger. */
export async function ensureAtmAccount(db: Executor, code: string, at: Date): Promise<string> {
  return ensureSystemAccount(db, { code, descricao: DESCRIPTIONS[code] ?? code }, at);
}

export async function findWithdrawalByCode(db: Executor, code: string) {
  return db.selectFrom('atm_withdrawal').select(['id']).where('code', '=', code).executeTakeFirst();
}

export async function insertWithdrawal(db: Executor, row: Insertable<AtmWithdrawalTable>): Promise<void> {
  await db.insertInto('atm_withdrawal').values(row).execute();
}

import type { Insertable } from 'kysely';
import type { Executor } from '../../../../tables.ts';
import type { AtmWithdrawalTable } from './atm.table.ts';

/** What the bank owes the ATM network for the cash its ATMs gave, and the bank's tariff income. */
export const ATM_NETWORK_CODE = 'atm-network-settlement';
export const TARIFF_INCOME_CODE = 'tariff-income';

const DESCRIPTIONS: Record<string, string> = {
  [ATM_NETWORK_CODE]: 'Liquidação com a rede de caixas eletrônicos (saques)',
  [TARIFF_INCOME_CODE]: 'Receita de tarifas',
};

/** A system account's id, created on first use (two first withdrawals at once make one). */
export async function ensureSystemAccount(db: Executor, code: string, at: Date): Promise<string> {
  await db
    .insertInto('account')
    .values({
      id: code,
      kind: 'system',
      customer_id: null,
      code,
      agencia: null,
      numero: null,
      descricao: DESCRIPTIONS[code] ?? code,
      allow_negative: false,
      opened_at: at,
    } as never)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await db.selectFrom('account').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

export async function findWithdrawalByCode(db: Executor, code: string) {
  return db.selectFrom('atm_withdrawal').select(['id']).where('code', '=', code).executeTakeFirst();
}

export async function insertWithdrawal(db: Executor, row: Insertable<AtmWithdrawalTable>): Promise<void> {
  await db.insertInto('atm_withdrawal').values(row).execute();
}

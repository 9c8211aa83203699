import type { Timestamp } from '../ledger/ledger.table.ts';

/** A cash withdrawal at an ATM of the shared network, by the code the ATM showed. Centavos. */
export interface AtmWithdrawalTable {
  /** The withdrawal id the ATM prints and the receipt carries. */
  id: string;
  code: string;
  movement_id: string;
  account_id: string;
  terminal_id: string;
  terminal_name: string;
  network: string;
  amount: number;
  fee: number;
  created_at: Timestamp;
}

export interface AtmTables {
  atm_withdrawal: AtmWithdrawalTable;
}

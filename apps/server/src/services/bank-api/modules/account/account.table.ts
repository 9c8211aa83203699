import type { ColumnType } from 'kysely';
import type { Timestamp } from '../ledger/ledger.table.ts';

export interface ReceiptParty {
  nome: string;
  identificacaoFiscalMascarada: string;
  banco: string;
  agencia: string;
  conta: string;
}

/** A receipt (comprovante) for one movement; its parties are frozen as they were at the time. */
export interface ReceiptTable {
  id: string;
  movement_id: string;
  authentication: string;
  operation: string;
  reason: string;
  amount: number;
  fee: number;
  payer: ColumnType<ReceiptParty, string, string>;
  destination: ColumnType<ReceiptParty, string, string>;
  description: string | null;
  created_at: Timestamp;
}

export interface AccountTables {
  receipt: ReceiptTable;
}

import type { Generated } from 'kysely';
import type { Timestamp } from '../ledger/ledger.table.ts';

export type BoletoKind = 'bank' | 'utility';

/** A boleto paid from an account: the movement, and what the clearing house said of it then. Centavos. */
export interface BoletoPaymentTable {
  movement_id: string;
  account_id: string;
  kind: BoletoKind;
  barcode: string;
  line: string;
  due_date: string | null;
  nominal: number;
  discount: number;
  interest: number;
  fine: number;
  amount: number;
  beneficiary_name: string;
  payer_name: string | null;
  schedule_id: string | null;
  paid_at: Timestamp;
}

export type BoletoScheduleStatus = 'AGENDADO' | 'EFETIVADO' | 'FALHOU' | 'CANCELADO';

/** A boleto payment for a later working day; the job pays it once (status leaves AGENDADO with the movement). */
export interface BoletoScheduleTable {
  id: string;
  account_id: string;
  customer_id: string;
  kind: BoletoKind;
  barcode: string;
  line: string;
  due_date: string | null;
  beneficiary_name: string;
  amount: number;
  pay_on: string;
  status: BoletoScheduleStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  executed_at: Timestamp | null;
  movement_id: string | null;
  error_code: number | null;
  error_message: string | null;
}

export type DepositBoletoStatus = 'ABERTO' | 'PAGO' | 'BAIXADO';

/** A boleto the bank issued for the customer to top up the account; credited only when paid. */
export interface DepositBoletoTable {
  id: string;
  account_id: string;
  customer_id: string;
  number: Generated<number>;
  barcode: string;
  line: string;
  amount: number;
  fee: number;
  issued_on: string;
  due_date: string;
  status: DepositBoletoStatus;
  created_at: Timestamp;
  finished_at: Timestamp | null;
  movement_id: string | null;
  /** Null for a deposit; 'credit-card-invoice' for a boleto paying an invoice (account_id is then the card's receivables). */
  purpose: BankBoletoPurpose | null;
}

export type BankBoletoPurpose = 'credit-card-invoice';

export interface BoletoTables {
  boleto_payment: BoletoPaymentTable;
  boleto_schedule: BoletoScheduleTable;
  deposit_boleto: DepositBoletoTable;
}

import type { Timestamp } from '../ledger/ledger.table.ts';

export type RechargeStatus = 'PENDENTE' | 'CONFIRMADA' | 'ESTORNADA';

/** A mobile top-up paid from an account: its debit, the operator's answer, the refund if refused. Centavos. */
export interface PhoneRechargeTable {
  id: string;
  movement_id: string;
  refund_movement_id: string | null;
  account_id: string;
  ddi: string;
  ddd: string;
  number: string;
  operator_id: string;
  operator_name: string;
  amount: number;
  status: RechargeStatus;
  operator_reference: string | null;
  failure_reason: string | null;
  created_at: Timestamp;
}

export interface RechargeTables {
  phone_recharge: PhoneRechargeTable;
}

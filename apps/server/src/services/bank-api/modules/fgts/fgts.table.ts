import type { Timestamp } from '../ledger/ledger.table.ts';

/** An advance proposal: the simulation it was made from (JSON), open until contracted or expired. */
export interface FgtsProposalTable {
  id: string;
  customer_id: string;
  account_id: string;
  requested: number;
  simulation: unknown;
  status: 'ABERTA' | 'CONTRATADA';
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** The customer's selfie as the identity provider judged it (no image kept). */
export interface FgtsFaceAuthTable {
  id: string;
  customer_id: string;
  alive: boolean;
  message_code: number;
  provider_request_id: string;
  device: unknown;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface FgtsContractTable {
  id: string;
  proposal_id: string;
  customer_id: string;
  account_id: string;
  face_auth_id: string;
  localizador: string;
  status: 'ATIVO' | 'LIQUIDADO' | 'CANCELADO';
  prazo: number;
  released: number;
  financed: number;
  iof: number;
  total_receivables: number;
  monthly_rate: string;
  annual_rate: string;
  cet_annual: string;
  movement_id: string;
  created_at: Timestamp;
  /** When the customer withdrew from it (CDC art. 49), and the movement that paid it back (migration 0058). */
  cancelled_at: Timestamp | null;
  cancel_movement_id: string | null;
}

export interface FgtsContractInstalmentTable {
  contract_id: string;
  number: number;
  due_date: string;
  withdrawal: number;
  value: number;
  present_value: number;
  status: 'ABERTA' | 'PAGA';
  paid_at: Timestamp | null;
  movement_id: string | null;
}

export interface FgtsTables {
  fgts_proposal: FgtsProposalTable;
  fgts_face_auth: FgtsFaceAuthTable;
  fgts_contract: FgtsContractTable;
  fgts_contract_instalment: FgtsContractInstalmentTable;
}

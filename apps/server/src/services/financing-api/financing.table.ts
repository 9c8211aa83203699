import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../platform/database/timestamp.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A jsonb column: written as JSON text, read back as the object. */
type Json<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface FinancingCredentialTable {
  id: string;
  customer_id: string;
  /** SHA-256 of the secret; the secret itself is never stored. */
  secret_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface FinancingTokenTable {
  /** SHA-256 of the bearer token. */
  token_hash: string;
  customer_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** What the customer declared for the credit analysis. */
export interface CreditRequest {
  fullName: string;
  birthdate: string;
  monthlyIncomeCents: number;
  jobContractType: 'ASSALARIADO' | 'PROFISSIONAL_PJ' | 'AUTONOMO';
  email: string;
  phoneNumber: string;
  phoneAreaCode: string;
  protection: boolean;
}

/** The phone chosen (the catalogue's sku). */
export interface SelectedProductRow {
  skuId: string;
  productId: string;
  lmi: string;
  name: string;
  priceCents: number;
  storage: string;
  color: string;
  colorHex: string;
  version: number;
}

export interface ScheduleRow {
  number: number;
  dueDate: string;
  payment: number;
  interest: number;
  amortization: number;
  balance: number;
}

/** A proposal's figures, all in centavos, as computed with core/credit on its day. */
export interface ProposalRow {
  id: string;
  createdAt: string;
  releaseDate: string;
  productCents: number;
  insuranceName: string;
  /** The insurer's fixed sku the proposal carries when an insurance is financed; null for none. */
  insuranceSku?: string | null;
  insuranceCents: number;
  accessoriesCents: number;
  downPaymentCents: number;
  requestedCents: number;
  iofCents: number;
  principalCents: number;
  installments: number;
  requestedFirstPaymentDate: string;
  firstInstallmentDate: string;
  monthlyRate: number;
  cet: number;
  totalCents: number;
  schedule: ScheduleRow[];
}

/**
 * A Pix charge made for a contracting: open while it may still be paid, then paid (it paid the down
 * payment), refunded (paid when nothing was owed any more: the money went back) or expired.
 */
export interface TrackedPixCharge {
  txid: string;
  state: 'open' | 'paid' | 'refunded' | 'expired';
}

export interface DeliveryAddress {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  uf: string;
}

export interface FinancingContractingTable {
  id: string;
  customer_id: string;
  store_id: string;
  store_user_id: string;
  status: string;
  credit_simulation_id: string | null;
  credit_request: Json<CreditRequest>;
  credit_requested_at: NullableTimestamp;
  credit_decided_at: NullableTimestamp;
  credit_approved: boolean | null;
  released_amount: number | null;
  minimum_entry_percentage: number | null;
  credit_reasons: Json<string[]>;
  product: Json<SelectedProductRow>;
  insurance_name: Generated<string>;
  insurance_value: Generated<number>;
  proposal: Json<ProposalRow>;
  address: Json<DeliveryAddress>;
  person_registered_at: NullableTimestamp;
  selfie_approved_at: NullableTimestamp;
  selfie_failures: Generated<number>;
  accepted_at: NullableTimestamp;
  down_payment_paid_at: NullableTimestamp;
  down_payment_method: string | null;
  down_payment_movement_id: string | null;
  down_payment_amount: number | null;
  pix_txid: string | null;
  /** The BR Code of the current charge (nothing secret: it is shown to the customer). */
  pix_qr_code: string | null;
  pix_expires_at: NullableTimestamp;
  pix_charges: ColumnType<TrackedPixCharge[], string | undefined, string>;
  invoicing_started_at: NullableTimestamp;
  contract_id: string | null;
  cancel_reason: string | null;
  refund_movement_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FinancingContractTable {
  id: string;
  contracting_id: string;
  customer_id: string;
  account_id: string;
  status: string;
  device_name: string;
  financed_on: string;
  principal: number;
  requested: number;
  down_payment: number;
  total: number;
  monthly_rate: number;
  cet: number;
  created_at: Timestamp;
}

export interface FinancingInstallmentTable {
  contract_id: string;
  number: number;
  due_date: string;
  value: number;
  interest: number;
  amortization: number;
  paid_at: NullableTimestamp;
}

/**
 * A Pix code made for one instalment: open while it may still be paid, then paid (it paid the
 * instalment), refunded (paid when the instalment was already paid: the money went back) or expired.
 */
export interface FinancingInstallmentChargeTable {
  txid: string;
  contract_id: string;
  number: number;
  amount: number;
  qr_code: string;
  expires_at: Timestamp;
  state: 'open' | 'paid' | 'refunded' | 'expired';
  created_at: Timestamp;
}

export interface FinancingTables {
  financing_credential: FinancingCredentialTable;
  financing_token: FinancingTokenTable;
  financing_contracting: FinancingContractingTable;
  financing_contract: FinancingContractTable;
  financing_installment: FinancingInstallmentTable;
  financing_installment_charge: FinancingInstallmentChargeTable;
}

import type { Timestamp } from '../ledger/ledger.table.ts';
import type { PortabilityStatus } from './portability-registry.ts';

/** A salary portability the customer asked for: the employer, the payroll bank, the registry's answer. */
export interface SalaryPortabilityTable {
  /** chaveDePortabilidade. */
  id: string;
  customer_id: string;
  account_id: string;
  protocol: string;
  employer_cnpj: string;
  employer_name: string;
  origin_bank_code: string;
  origin_bank_name: string;
  status: PortabilityStatus;
  registry_status: string;
  /** 1 to 7 (wallet.md section 2, reusable input screens: the portability cancel reasons). */
  cancel_reason: number | null;
  cancel_complement: string | null;
  /** The payroll bank must act within 10 working days of the request (Res. CMN 5.058/2022). */
  deadline: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  cancelled_at: Timestamp | null;
}

/** A salary the employer paid through the payroll bank, credited to the account through the ledger. */
export interface PortedSalaryTable {
  id: string;
  portability_id: string;
  movement_id: string;
  amount: number;
  /** The payroll bank's reference of the payment: a repeat credits nothing more. */
  reference: string;
  created_at: Timestamp;
}

export interface SalaryPortabilityTables {
  salary_portability: SalaryPortabilityTable;
  ported_salary: PortedSalaryTable;
}

import type { Generated } from 'kysely';
import type { Timestamp } from '../ledger/ledger.table.ts';

/** Another institution of the sandbox's Pix network (a fictitious bank). */
export interface PixInstitutionTable {
  ispb: string;
  nome: string;
  codigo: string;
}

/**
 * One key of the directory (the DICT's role): held by an account of this bank (account_id) or by a
 * customer of a sandbox institution (institution_ispb and the holder columns). The key is unique.
 */
export interface PixKeyTable {
  chave: string;
  /** core/pix PixKeyType: CPF 1, CNPJ 2, PHONE 3, EMAIL 4, EVP 5. */
  tipo: number;
  account_id: string | null;
  institution_ispb: string | null;
  holder_name: string | null;
  holder_tax_id: string | null;
  holder_agencia: string | null;
  holder_conta: string | null;
  created_at: Generated<Date>;
}

/** A validation code sent for an e-mail or phone key; only its hash is kept. */
export interface PixKeyTokenTable {
  id: string;
  account_id: string;
  chave: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

/**
 * The Pix side of a movement: its end-to-end id and the key it was sent to (null when paid by agency
 * and account); for a return, the received Pix it returns from and the reason code (7).
 */
export interface PixPaymentTable {
  movement_id: string;
  end_to_end: string;
  chave: string | null;
  institution_ispb: string | null;
  returns_movement_id: string | null;
  return_reason: number | null;
  created_at: Generated<Date>;
}

export interface PixTables {
  pix_institution: PixInstitutionTable;
  pix_key: PixKeyTable;
  pix_key_token: PixKeyTokenTable;
  pix_payment: PixPaymentTable;
}

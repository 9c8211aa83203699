import type { Generated } from 'kysely';

/** A customer's contact (favorito): one per CPF or CNPJ. */
export interface ContactTable {
  id: string;
  customer_id: string;
  /** CPF (11 digits) or CNPJ (14 characters). */
  tax_id: string;
  nome: string;
  apelido: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One way to pay a contact: a Pix key of a type, or an agency and account at an institution. */
export interface ContactKeyTable {
  id: string;
  contact_id: string;
  seq: Generated<string>;
  /** core/pix PixKeyType 1..5, with the key in its DICT form; both null for an account. */
  tipo_chave_pix: number | null;
  chave_pix: string | null;
  /** Bank code (3 digits) or ISPB (8 digits), agency and account; all null for a Pix key. */
  codigo_ou_ispb: string | null;
  agencia: string | null;
  conta: string | null;
  /** 1 checking, 2 savings, 3 salary, 4 payment account. */
  tipo_de_conta: Generated<number>;
  created_at: Generated<Date>;
}

export interface ContactTables {
  contact: ContactTable;
  contact_key: ContactKeyTable;
}

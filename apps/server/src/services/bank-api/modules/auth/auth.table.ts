import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../ledger/ledger.table.ts';

export interface Address {
  rua: string;
  numero: string;
  complemento: string;
  bairro: string;
  cep: string;
  cidade: string;
  uf: string;
}

export interface CustomerTable {
  id: string;
  cpf: string;
  nome: string;
  apelido: string | null;
  email: string | null;
  data_nascimento: ColumnType<string | null, string | null | undefined, string | null>;
  telefone_ddd: string | null;
  telefone_numero: string | null;
  endereco: ColumnType<Address | null, string | null | undefined, string | null>;
  /** The mailing address (enderecoCorrespondencia), when the customer set one (migration 0040). */
  endereco_correspondencia: ColumnType<Address | null, string | null | undefined, string | null>;
  /** scrypt, see password-hash.ts */
  password_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionTable {
  id: string;
  customer_id: string;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  /** The device the session was opened on (migration 0038): removing the device ends it. */
  device_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AccountPinTable {
  account_id: string;
  /** the PIN keyed with the server pepper and bound to the account (`pinmac$salt$digest`), see pin-hash.ts */
  pin_hash: string;
  failures: Generated<number>;
  updated_at: Generated<Date>;
}

/** The wrong-password count and lock of one CPF, keyed by its HMAC (login-guard.ts). */
export interface LoginGuardTable {
  cpf_key: string;
  failures: Generated<number>;
  /** attempts counted and not yet answered (migration 0033) */
  in_flight: Generated<number>;
  /** right passwords that settled, so a right answer forgives what another already did not */
  clears: Generated<number>;
  locks: Generated<number>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: Timestamp;
}

export interface AuthTables {
  login_guard: LoginGuardTable;
  customer: CustomerTable;
  session: SessionTable;
  account_pin: AccountPinTable;
}

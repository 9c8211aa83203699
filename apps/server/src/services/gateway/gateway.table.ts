import type { ColumnType, Generated } from 'kysely';

export interface GatewayKeyTable {
  /** The row's name: 'current' for the first key, its key id for every key made by a rotation. */
  id: string;
  /** The base64url SHA-256 of the SPKI: what an envelope's `m` names. */
  key_id: string;
  /** Sealed under GATEWAY_KEY_KEK (key-at-rest.ts); null once the key has retired. */
  private_pkcs8: string | null;
  public_spki: string;
  created_at: Generated<Date>;
  /** Null for the one published key; the end of an older key's grace period otherwise. */
  retires_at: Date | null;
}

export interface GatewayNonceTable {
  nonce: string;
  seen_at: ColumnType<Date, Date | string, never>;
}

export interface GatewayTables {
  gateway_key: GatewayKeyTable;
  gateway_nonce: GatewayNonceTable;
}

import type { ColumnType, Generated } from 'kysely';

export interface GatewayKeyTable {
  id: string;
  private_pkcs8: string;
  public_spki: string;
  created_at: Generated<Date>;
}

export interface GatewayNonceTable {
  nonce: string;
  seen_at: ColumnType<Date, Date | string, never>;
}

export interface GatewayTables {
  gateway_key: GatewayKeyTable;
  gateway_nonce: GatewayNonceTable;
}

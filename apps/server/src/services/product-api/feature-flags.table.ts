/** The app's feature flags (cross-cutting.md section 6), served by the product backend (feature-flags.ts). */
export interface FeatureFlagTable {
  feature: string;
  /** '*' for everyone, else the SHA-256 hex of one CPF. */
  cpf_hash: string;
  enabled: boolean;
  /** On the row for everyone: the share of customers (0 to 100) the flag is on for; null, `enabled` for all. */
  percent: number | null;
}

export interface FeatureFlagTables {
  feature_flag: FeatureFlagTable;
}

import type { Executor } from '../../tables.ts';

/** The feature flags this product backend answers (cross-cutting.md section 6). */
export const SMARTPHONE_FINANCING = 'smartPhoneFinancing';
/** Rewards and gamification (migration 0050 turns it on for everyone). */
export const GAMIFICATION = 'gamification';

/**
 * Whether `feature` is on for the CPF whose SHA-256 hex is `cpfHash`: a row for that hash wins over
 * the row for everyone ('*'); no row at all is off.
 */
export async function isFeatureEnabled(db: Executor, feature: string, cpfHash: string): Promise<boolean> {
  const rows = await db
    .selectFrom('feature_flag')
    .select(['cpf_hash', 'enabled'])
    .where('feature', '=', feature)
    .where('cpf_hash', 'in', [cpfHash, '*'])
    .execute();
  const own = rows.find((row) => row.cpf_hash === cpfHash);
  return (own ?? rows.find((row) => row.cpf_hash === '*'))?.enabled ?? false;
}

/** Turns a feature on or off for one CPF hash, or for everyone with '*'. */
export async function setFeatureFlag(db: Executor, feature: string, cpfHash: string, enabled: boolean) {
  await db
    .insertInto('feature_flag')
    .values({ feature, cpf_hash: cpfHash, enabled })
    .onConflict((oc) => oc.columns(['feature', 'cpf_hash']).doUpdateSet({ enabled }))
    .execute();
}

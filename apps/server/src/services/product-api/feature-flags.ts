import { createHash } from 'node:crypto';
import {
  FEATURE_FLAGS,
  type FeatureFlag,
  type FlagRollout,
  flagOn,
  rolloutBucket,
} from '@carteira/core/flags';
import { keyedHash } from '../../platform/keyed-hash.ts';
import type { Executor } from './product-database.ts';

/** The feature flags this product backend answers (cross-cutting.md section 6). */
export const SMARTPHONE_FINANCING = 'smartPhoneFinancing';
/** Rewards and gamification (migration 0050 turns it on for everyone). */
export const GAMIFICATION = 'gamification';
/** The guaranteed-credit card: off, a new contract is refused; a card in force keeps working. */
export const CREDIT_CARD = 'creditCard';
/**
 * The phone wallet's push (cross-cutting.md section 6, Google-pay token gating): off, the app offers no
 * "add to phone wallet" and carteira-digital/opaque-card-info is refused (migration 0068 turns it on).
 */
export const GOOGLE_PAY_TOKEN = 'googlePayToken';
/** The identity check (CAF) in the web view: off, account opening asks for no identity-check token. */
export const CAF = 'CAF';
/** The identity check as the app's own feature (the native CAF_VALIDATION): off, the same. */
export const CAF_VALIDATION = 'CAF_VALIDATION';

/** The SHA-256 hex of a CPF: how the wire (checkFeatureAvailable) and a one-customer row name it. */
export const cpfSha256 = (cpf: string): string => createHash('sha256').update(cpf).digest('hex');

/**
 * The bucket (0 to 99) of a customer for a flag: from the CPF's HMAC under the server's CPF key, in the
 * flag's own scope, never from the CPF itself. The same customer falls in the same bucket every time.
 */
export const flagBucket = (cpfHashKey: string, feature: string, cpf: string): number =>
  rolloutBucket(keyedHash(cpfHashKey, `flag:${feature}`, cpf));

interface FlagRow {
  cpf_hash: string;
  enabled: boolean;
  percent: number | null;
}

function decide(rows: FlagRow[], cpfHash: string, bucket: number | undefined): boolean {
  const own = rows.find((row) => row.cpf_hash === cpfHash);
  if (own) return own.enabled;
  const all = rows.find((row) => row.cpf_hash === '*');
  if (!all) return false;
  if (all.percent === null) return all.enabled;
  return bucket !== undefined && flagOn({ kind: 'percent', percent: all.percent }, bucket);
}

/**
 * Whether `feature` is on for the CPF whose SHA-256 hex is `cpfHash`: a row for that hash wins over
 * the row for everyone ('*'); a share on that row counts the customer's `bucket`; no row at all is off.
 */
export async function isFeatureEnabled(
  db: Executor,
  feature: string,
  cpfHash: string,
  bucket?: number,
): Promise<boolean> {
  const rows = await db
    .selectFrom('feature_flag')
    .select(['cpf_hash', 'enabled', 'percent'])
    .where('feature', '=', feature)
    .where('cpf_hash', 'in', [cpfHash, '*'])
    .execute();
  return decide(rows, cpfHash, bucket);
}

/** Whether a flag is on for this customer (their own row, else the row for everyone and its share). */
export function isFeatureOnFor(
  db: Executor,
  cpfHashKey: string,
  feature: string,
  cpf: string,
): Promise<boolean> {
  return isFeatureEnabled(db, feature, cpfSha256(cpf), flagBucket(cpfHashKey, feature, cpf));
}

/** Every flag of the spec, on or off for this customer, in one read. */
export async function featureFlagsFor(
  db: Executor,
  cpfHashKey: string,
  cpf: string,
): Promise<Record<FeatureFlag, boolean>> {
  const hash = cpfSha256(cpf);
  const rows = await db
    .selectFrom('feature_flag')
    .select(['feature', 'cpf_hash', 'enabled', 'percent'])
    .where('cpf_hash', 'in', [hash, '*'])
    .execute();
  const flags = {} as Record<FeatureFlag, boolean>;
  for (const feature of FEATURE_FLAGS) {
    const own = rows.filter((row) => row.feature === feature);
    flags[feature] = decide(own, hash, flagBucket(cpfHashKey, feature, cpf));
  }
  return flags;
}

/** Turns a feature on or off for one CPF hash, or for everyone with '*'. */
export async function setFeatureFlag(db: Executor, feature: string, cpfHash: string, enabled: boolean) {
  await db
    .insertInto('feature_flag')
    .values({ feature, cpf_hash: cpfHash, enabled, percent: null })
    .onConflict((oc) => oc.columns(['feature', 'cpf_hash']).doUpdateSet({ enabled, percent: null }))
    .execute();
}

/** Sets a flag for everyone: on, off, or on for a share of customers. Read by the next call, no restart. */
export async function setFeatureRollout(db: Executor, feature: FeatureFlag, rollout: FlagRollout) {
  const enabled = rollout.kind !== 'off';
  const percent = rollout.kind === 'percent' ? rollout.percent : null;
  await db
    .insertInto('feature_flag')
    .values({ feature, cpf_hash: '*', enabled, percent })
    .onConflict((oc) => oc.columns(['feature', 'cpf_hash']).doUpdateSet({ enabled, percent }))
    .execute();
}

/** "on", "off" or a whole percentage "0" to "100", as an operator types it. */
export function parseRollout(text: string): FlagRollout | null {
  if (text === 'on') return { kind: 'on' };
  if (text === 'off') return { kind: 'off' };
  if (/^\d{1,3}$/.test(text) && Number(text) <= 100) return { kind: 'percent', percent: Number(text) };
  return null;
}

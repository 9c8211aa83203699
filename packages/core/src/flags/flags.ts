/**
 * The feature flags the product backend serves (cross-cutting.md section 6): each on, off, or on for a
 * share of customers. The names are the spec's; the app and the server both obey them.
 */
export const FEATURE_FLAGS = [
  'smartPhoneFinancing',
  'CAF',
  'CAF_VALIDATION',
  'chatbot',
  'gamification',
  'creditCard',
  'autopopulateEmailPhone',
  'dogfoodLogging',
  'googlePayToken',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const isFeatureFlag = (name: string): name is FeatureFlag =>
  (FEATURE_FLAGS as readonly string[]).includes(name);

/** A flag's setting for everyone: on, off, or on for `percent` of customers (0 to 100). */
export type FlagRollout = { kind: 'on' } | { kind: 'off' } | { kind: 'percent'; percent: number };

/**
 * The bucket (0 to 99) a customer falls in for a flag: from a keyed hash of their CPF (never the CPF),
 * mixed with the flag's name so that each flag's share holds different customers. The first 8 hex
 * digits of the hash, as an unsigned integer, modulo 100: the same customer, the same bucket, always.
 */
export function rolloutBucket(keyedCpfHashHex: string): number {
  if (!/^[0-9a-f]{8}/i.test(keyedCpfHashHex)) throw new Error('rolloutBucket needs a hex hash');
  return Number.parseInt(keyedCpfHashHex.slice(0, 8), 16) % 100;
}

/** Whether a customer in `bucket` has the flag on under `rollout`. */
export function flagOn(rollout: FlagRollout, bucket: number): boolean {
  if (rollout.kind === 'percent') return bucket < rollout.percent;
  return rollout.kind === 'on';
}

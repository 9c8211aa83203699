/**
 * The product's environments (cross-cutting.md section 9, "Environments and versions"): development,
 * staging and production. The organisation unit id every bank call carries differs between them;
 * production's is 10. The web app picks one at build time, the server at start, from configuration.
 */
export const ENVIRONMENTS = ['development', 'staging', 'production'] as const;

export type Environment = (typeof ENVIRONMENTS)[number];

export const ORGANIZATION_UNIT_IDS: Readonly<Record<Environment, number>> = {
  development: 1,
  staging: 2,
  production: 10,
};

export const DEFAULT_ENVIRONMENT: Environment = 'development';

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

/** The environment a configuration value names; empty means development; anything else is an error. */
export function parseEnvironment(value: string | undefined): Environment {
  if (value === undefined || value === '') return DEFAULT_ENVIRONMENT;
  if (!isEnvironment(value)) {
    throw new Error(`unknown environment "${value}": one of ${ENVIRONMENTS.join(', ')}`);
  }
  return value;
}

export function organizationUnitIdOf(environment: Environment): number {
  return ORGANIZATION_UNIT_IDS[environment];
}

/**
 * The gift-card programme's organisation unit, which differs between environments as the account's
 * does (wallet.md section 6); its values are not shown, these are ours: the account's unit plus 100.
 * A gift-card holder is registered under it (clientes/cartao-presente/cadastrar, unidadeOrganizacionalId).
 */
export const GIFT_CARD_ORGANIZATION_UNIT_IDS: Readonly<Record<Environment, number>> = {
  development: 101,
  staging: 102,
  production: 110,
};

export function giftCardOrganizationUnitIdOf(environment: Environment): number {
  return GIFT_CARD_ORGANIZATION_UNIT_IDS[environment];
}

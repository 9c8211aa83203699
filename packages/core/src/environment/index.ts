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

/**
 * The bank's token type ids (wallet.md section 9): "send-to type 1 prod / 2 sandbox; accept type 2 prod
 * / 3 sandbox". Development and staging talk to the bank's sandbox, production to its production.
 */
export const TOKEN_TYPE_IDS: Readonly<Record<Environment, { sendTo: number; accept: number }>> = {
  development: { sendTo: 2, accept: 3 },
  staging: { sendTo: 2, accept: 3 },
  production: { sendTo: 1, accept: 2 },
};

/**
 * The account product id, which differs between the bank's sandbox and production (wallet.md section 9,
 * financing.md section 9); the values are not shown, these are ours: production 1, the sandbox 2.
 */
export const PRODUCT_IDS: Readonly<Record<Environment, number>> = {
  development: 2,
  staging: 2,
  production: 1,
};

export function tokenTypeIdsOf(environment: Environment): { sendTo: number; accept: number } {
  return TOKEN_TYPE_IDS[environment];
}

export function productIdOf(environment: Environment): number {
  return PRODUCT_IDS[environment];
}

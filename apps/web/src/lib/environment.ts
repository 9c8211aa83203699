import {
  type Environment,
  giftCardOrganizationUnitIdOf,
  organizationUnitIdOf,
  parseEnvironment,
} from '@carteira/core/environment';

/**
 * The environment this build talks to, fixed at build time: `VITE_CARTEIRA_ENV=production npm run build`
 * (development when unset). It must match the server's CARTEIRA_ENV, which refuses another unit.
 */
export const ENVIRONMENT: Environment = parseEnvironment(import.meta.env.VITE_CARTEIRA_ENV);

/** The organisation unit id every bank call carries in this build. */
export const ORGANIZATION_UNIT_ID: number = organizationUnitIdOf(ENVIRONMENT);

/** The gift-card programme's organisation unit in this build (a gift-card holder is registered under it). */
export const GIFT_CARD_ORGANIZATION_UNIT_ID: number = giftCardOrganizationUnitIdOf(ENVIRONMENT);

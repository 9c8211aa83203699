import { type Environment, organizationUnitIdOf, parseEnvironment } from '@carteira/core/environment';

/**
 * The environment this build talks to, fixed at build time: `VITE_CARTEIRA_ENV=production npm run build`
 * (development when unset). It must match the server's CARTEIRA_ENV, which refuses another unit.
 */
export const ENVIRONMENT: Environment = parseEnvironment(import.meta.env.VITE_CARTEIRA_ENV);

/** The organisation unit id every bank call carries in this build. */
export const ORGANIZATION_UNIT_ID: number = organizationUnitIdOf(ENVIRONMENT);

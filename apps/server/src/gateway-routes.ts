import type { AnyBankRoute } from './services/bank-api/public.ts';
import { bankRoutes } from './services/bank-api/routes.ts';
import { financingRoutes } from './services/financing-api/public.ts';

/**
 * Every operation the gateway lets through: the bank's own, and the financing service's pages the app
 * reaches through the bank's gateway (financiamento/...), which the financing service defines with the
 * bank's route helper so that the bank never calls the financing service (decision 0042).
 */
export const gatewayRoutes: readonly AnyBankRoute[] = [...bankRoutes, ...financingRoutes];

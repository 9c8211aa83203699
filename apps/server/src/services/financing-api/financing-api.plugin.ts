import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.ts';
import { contractingRoutes } from './contracting/contracting.routes.ts';
import { downPaymentRoutes } from './down-payment/down-payment.routes.ts';
import type { Db } from './financing-database.ts';
import { type FinancingDeps, registerFinancingErrors } from './financing-http.ts';
import type { FinancingPorts } from './financing-ports.ts';
import { onboardingRoutes } from './onboarding/onboarding.routes.ts';
import { productRoutes } from './product/product.routes.ts';
import { proposalRoutes } from './proposal/proposal.routes.ts';

export interface FinancingApiOptions extends Record<string, unknown> {
  db: Db;
  config: AppConfig;
  now?: () => Date;
  ports: FinancingPorts;
}

/** The financing service (financing.md section 7; docs/financing-api.md), mounted at /v1/api. */
export async function financingApiPlugin(app: FastifyInstance, opts: FinancingApiOptions): Promise<void> {
  const deps: FinancingDeps = {
    db: opts.db,
    config: opts.config,
    now: opts.now ?? (() => new Date()),
    ports: opts.ports,
  };
  registerFinancingErrors(app);
  contractingRoutes(app, deps);
  productRoutes(app, deps);
  proposalRoutes(app, deps);
  onboardingRoutes(app, deps);
  downPaymentRoutes(app, deps);
}

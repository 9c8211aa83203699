import type { AnyBankRoute } from '../../bank-route.ts';
import { pixClaimRoutes } from './claims/pix-claim.routes.ts';
import { pixScheduleRoutes } from './schedules/pix-schedule.routes.ts';

/** The Pix paths beyond keys, payments and limits: schedules, key claims. */
export const pixFeatureRoutes: readonly AnyBankRoute[] = [...pixScheduleRoutes, ...pixClaimRoutes];

import type { AnyBankRoute } from './bank-route.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { transferRoutes } from './modules/transfer/transfer.routes.ts';

/** Every bank path this server answers (docs/bank-api.md). */
export const bankRoutes: readonly AnyBankRoute[] = [...authRoutes, ...transferRoutes];

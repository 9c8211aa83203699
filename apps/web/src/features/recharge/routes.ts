import type { ComponentType } from 'react';
import { CellularRechargePage } from './pages/cellular-recharge-page.tsx';
import type { RechargePath } from './paths.ts';

export const routeComponents = {
  '/cellularRecharge': CellularRechargePage,
} satisfies Record<RechargePath, ComponentType>;

import type { ComponentType } from 'react';
import { CellularRechargePage } from './pages/cellular-recharge-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/cellularRecharge': CellularRechargePage,
};

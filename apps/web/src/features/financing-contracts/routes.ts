import type { ComponentType } from 'react';
import { ContractsPage } from './pages/contracts-page.tsx';
import { InstallmentsPage } from './pages/installments-page.tsx';
import type { FinancingContractsPath } from './paths.ts';

export const routeComponents = {
  '/financing': ContractsPage,
  '/seeInstallments': InstallmentsPage,
} satisfies Record<FinancingContractsPath, ComponentType>;

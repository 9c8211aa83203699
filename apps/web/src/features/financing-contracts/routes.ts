import type { ComponentType } from 'react';
import { ContractsPage } from './pages/contracts-page.tsx';
import { InstallmentsPage } from './pages/installments-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/financing': ContractsPage,
  '/seeInstallments': InstallmentsPage,
};

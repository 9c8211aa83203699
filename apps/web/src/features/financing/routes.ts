import type { ComponentType } from 'react';
import { CreditSimulationPage } from './pages/credit-simulation-page.tsx';
import { DeviceDetailsPage } from './pages/device-details-page.tsx';
import type { FinancingPath } from './paths.ts';

export const routeComponents = {
  '/financingCreditSimulation': CreditSimulationPage,
  '/FinancingDeviceDetails': DeviceDetailsPage,
} satisfies Record<FinancingPath, ComponentType>;

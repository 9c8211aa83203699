import type { ComponentType } from 'react';
import { CreditSimulationPage } from './pages/credit-simulation-page.tsx';
import { DeviceDetailsPage } from './pages/device-details-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/financingCreditSimulation': CreditSimulationPage,
  '/FinancingDeviceDetails': DeviceDetailsPage,
};

import type { ComponentType } from 'react';
import { CreditSimulationPage } from './pages/credit-simulation-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/financingCreditSimulation': CreditSimulationPage,
};

import type { ComponentType } from 'react';
import { AtmWithdrawPage } from './pages/atm-withdraw-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/atmWithdraw': AtmWithdrawPage,
};

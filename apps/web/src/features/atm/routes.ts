import type { ComponentType } from 'react';
import { AtmWithdrawPage } from './pages/atm-withdraw-page.tsx';
import type { AtmPath } from './paths.ts';

export const routeComponents = {
  '/atmWithdraw': AtmWithdrawPage,
} satisfies Record<AtmPath, ComponentType>;

import type { ComponentType } from 'react';
import { DimoPayPage } from './pages/dimo-pay-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/dimoPayComponent': DimoPayPage,
};

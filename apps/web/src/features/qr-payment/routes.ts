import type { ComponentType } from 'react';
import { DimoPayPage } from './pages/dimo-pay-page.tsx';
import type { QrPaymentPath } from './paths.ts';

export const routeComponents = {
  '/dimoPayComponent': DimoPayPage,
} satisfies Record<QrPaymentPath, ComponentType>;

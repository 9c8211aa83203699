import type { ComponentType } from 'react';
import { SendPage } from './pages/send-page.tsx';
import { TransferPage } from './pages/transfer-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/tedTransfer': TransferPage,
  '/sendComponent': SendPage,
};

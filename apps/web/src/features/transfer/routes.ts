import type { ComponentType } from 'react';
import { SendPage } from './pages/send-page.tsx';
import { TransferPage } from './pages/transfer-page.tsx';
import type { TransferPath } from './paths.ts';

export const routeComponents = {
  '/tedTransfer': TransferPage,
  '/sendComponent': SendPage,
} satisfies Record<TransferPath, ComponentType>;

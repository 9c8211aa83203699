import type { ComponentType } from 'react';
import { SendPage } from './pages/send-page.tsx';
import { TransactionOptionsPage } from './pages/transaction-options-page.tsx';
import { TransferPage } from './pages/transfer-page.tsx';
import type { TransferPath } from './paths.ts';

export const routeComponents = {
  '/tedTransfer': TransferPage,
  '/sendComponent': SendPage,
  '/transactionOptions': TransactionOptionsPage,
} satisfies Record<TransferPath, ComponentType>;

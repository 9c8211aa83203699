import type { ComponentType } from 'react';
import { AccountStatusPage } from './pages/account-status-page.tsx';
import { CancelAccountPage } from './pages/cancel-account-page.tsx';
import { UnblockAccountPage } from './pages/unblock-account-page.tsx';
import type { AccountStatePath } from './paths.ts';

/** The account's life: its status, lifting a block by face, closing it. */
export const routeComponents = {
  '/accountStatus': AccountStatusPage,
  '/unblockAccount': UnblockAccountPage,
  '/cancelAccount': CancelAccountPage,
} satisfies Record<AccountStatePath, ComponentType>;

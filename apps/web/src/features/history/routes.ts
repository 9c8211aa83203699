import type { ComponentType } from 'react';
import { HistoryPage } from './pages/history-page.tsx';
import type { HistoryPath } from './paths.ts';

export const routeComponents = {
  '/newTransactionHistory': HistoryPage,
} satisfies Record<HistoryPath, ComponentType>;

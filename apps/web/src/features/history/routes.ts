import type { ComponentType } from 'react';
import { HistoryPage } from './pages/history-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/newTransactionHistory': HistoryPage,
};

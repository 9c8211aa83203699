import type { ComponentType } from 'react';
import { TermsPage } from './pages/terms-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/FinancingTerms': TermsPage,
};

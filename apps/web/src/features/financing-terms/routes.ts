import type { ComponentType } from 'react';
import { TermsPage } from './pages/terms-page.tsx';
import type { FinancingTermsPath } from './paths.ts';

export const routeComponents = {
  '/FinancingTerms': TermsPage,
} satisfies Record<FinancingTermsPath, ComponentType>;

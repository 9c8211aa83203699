import type { ComponentType } from 'react';
import { LoadPortabilityRequestsPage } from './pages/load-portability-requests-page.tsx';
import { RequestSalaryPortabilityPage } from './pages/request-salary-portability-page.tsx';
import { SalaryPortabilityPage } from './pages/salary-portability-page.tsx';
import type { SalaryPortabilityPath } from './paths.ts';

export const routeComponents = {
  '/salaryPortability': SalaryPortabilityPage,
  '/requestSalaryPortability': RequestSalaryPortabilityPage,
  '/loadPortabilityRequests': LoadPortabilityRequestsPage,
} satisfies Record<SalaryPortabilityPath, ComponentType>;

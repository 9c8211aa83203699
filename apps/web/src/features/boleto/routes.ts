import type { ComponentType } from 'react';
import { BoletoPage } from './pages/boleto-page.tsx';
import { DepositLandingPage } from './pages/deposit-landing-page.tsx';
import { GenerateBoletoPage } from './pages/generate-boleto-page.tsx';
import { InsertBoletoPage } from './pages/insert-boleto-page.tsx';
import { TedDepositPage } from './pages/ted-deposit-page.tsx';
import type { BoletoPath } from './paths.ts';

export const routeComponents = {
  '/boleto': BoletoPage,
  '/insertBoleto': InsertBoletoPage,
  '/depositLandingComponent': DepositLandingPage,
  '/generateBoleto': GenerateBoletoPage,
  '/tedDeposit': TedDepositPage,
} satisfies Record<BoletoPath, ComponentType>;

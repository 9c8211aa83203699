import type { ComponentType } from 'react';
import { CreditCardPage } from './pages/credit-card-page.tsx';
import { FirstAccessPage } from './pages/first-access-page.tsx';
import { InvestmentAmountPage } from './pages/investment-amount-page.tsx';
import { InvestmentPage } from './pages/investment-page.tsx';
import { InvoicePaymentPage } from './pages/invoice-payment-page.tsx';
import { InvoicesPage } from './pages/invoices-page.tsx';
import type { CreditCardPath } from './paths.ts';

export const routeComponents = {
  '/gccFirstAccess': FirstAccessPage,
  '/gccHowItWorks': FirstAccessPage,
  '/gccInvestmentAmount': InvestmentAmountPage,
  '/creditCard': CreditCardPage,
  '/creditCardInvoiceHistory': InvoicesPage,
  '/invoicePayment': InvoicePaymentPage,
  '/CreditCardInvestmentComp': InvestmentPage,
} satisfies Record<CreditCardPath, ComponentType>;

import type { ComponentType } from 'react';
import { ChangeDueDatePage } from './pages/change-due-date-page.tsx';
import { CreditCardPage } from './pages/credit-card-page.tsx';
import { FirstAccessPage } from './pages/first-access-page.tsx';
import { HistoryPage } from './pages/history-page.tsx';
import { IncreaseLimitPage } from './pages/increase-limit-page.tsx';
import { InvestmentAmountPage } from './pages/investment-amount-page.tsx';
import { InvestmentPage } from './pages/investment-page.tsx';
import { InvoicePaymentPage } from './pages/invoice-payment-page.tsx';
import { InvoicesPage } from './pages/invoices-page.tsx';
import { PixFundingPage } from './pages/pix-funding-page.tsx';
import { SettingsPage } from './pages/settings-page.tsx';
import { SuccessPage } from './pages/success-page.tsx';
import type { CreditCardPath } from './paths.ts';

export const routeComponents = {
  '/gccFirstAccess': FirstAccessPage,
  '/gccHowItWorks': FirstAccessPage,
  '/gccInvestmentAmount': InvestmentAmountPage,
  '/gccPixRecieveQRCode': PixFundingPage,
  '/creditCard': CreditCardPage,
  '/CreditCardSuccess': SuccessPage,
  '/creditCardSettingsPage': SettingsPage,
  '/creditCardChangeDueDatePage': ChangeDueDatePage,
  '/creditCardIncreaseLimitPage': IncreaseLimitPage,
  '/creditCardHistoryPage': HistoryPage,
  '/creditCardInvoiceHistory': InvoicesPage,
  '/invoicePayment': InvoicePaymentPage,
  '/CreditCardInvestmentComp': InvestmentPage,
} satisfies Record<CreditCardPath, ComponentType>;

/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = [
  '/gccFirstAccess',
  '/gccHowItWorks',
  '/gccInvestmentAmount',
  '/gccPixRecieveQRCode',
  '/creditCard',
  '/CreditCardSuccess',
  '/creditCardSettingsPage',
  '/creditCardChangeDueDatePage',
  '/creditCardIncreaseLimitPage',
  '/creditCardHistoryPage',
  '/creditCardInvoiceHistory',
  '/invoicePayment',
  '/CreditCardInvestmentComp',
] as const;

export type CreditCardPath = (typeof PATHS)[number];

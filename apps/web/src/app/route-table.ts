/**
 * Every route of wallet.md section 2 and financing.md section 2. No route has path parameters; context
 * travels in navigation state. `area` names the lazy chunk that renders the route; routes whose feature
 * is not built yet render the not-available page of the `unavailable` area.
 */
export type Area =
  | 'landing'
  | 'auth'
  | 'home'
  | 'history'
  | 'transfer'
  | 'pix'
  | 'financing'
  | 'financingTerms'
  | 'financingContracts'
  | 'contacts'
  | 'security'
  | 'cards'
  | 'boleto'
  | 'onboarding'
  | 'recharge'
  | 'atm'
  | 'qrPayment'
  | 'creditCard'
  | 'unavailable';

/** The product group a route belongs to (shown on the not-available page). */
export type RouteGroup =
  | 'access'
  | 'general'
  | 'onboarding'
  | 'transfers'
  | 'recharge'
  | 'pix'
  | 'security'
  | 'deposit'
  | 'cards'
  | 'contacts'
  | 'fgts'
  | 'salary'
  | 'qrPayment'
  | 'financing'
  | 'rewards'
  | 'accountState'
  | 'guaranteedCredit'
  | 'creditCard'
  | 'chat';

export interface RouteEntry {
  path: string;
  access: 'public' | 'private';
  group: RouteGroup;
  area: Area;
}

const PUBLIC: Record<string, readonly string[]> = {
  access: [
    '/',
    '/userIdCreation',
    '/phoneNumberVerification',
    '/newSignUpPageComp',
    '/newLogin',
    '/pushOptin',
    '/privacyComp',
    '/helpPage',
    '/externalHelpPage',
    '/forgotPassword',
    '/newDeviceAlert',
    '/nonMotoDeviceLogin',
    '/motoPayLandingPage',
    '/motoPayValuePropsPage',
    '/upgradeAppPage',
  ],
};

const PRIVATE: Record<RouteGroup, readonly string[]> = {
  access: [],
  general: [
    '/newWalletLaunch',
    '/allServices',
    '/setUpPin',
    '/locationConsent',
    '/failRequest',
    '/welcomeComponent',
    '/cardInfoComponent',
    '/myAccount',
    '/profileDetails',
    '/appSettings',
    '/marketOptin',
    '/dimoVoz',
    '/transactionOptions',
    '/aboutComp',
    '/ossComp',
    '/consultComp',
    '/securityComp',
    '/revision',
    '/feedback',
    '/contractsAndTerms',
    '/privacy2022',
    '/privacy2023',
    '/privacy2024',
    '/chat',
    '/insurance',
  ],
  onboarding: [
    '/EmailVerification',
    '/identification',
    '/identityCreation',
    '/validateIdCreation',
    '/docInformation',
    '/contract',
    '/terms',
    '/newDocUpload',
    '/waitingApproval',
    '/validateEmail',
    '/accountAprove',
    '/accountConfirmation',
  ],
  // /transactionOptions is listed under both home and transfers in the spec; it is registered once
  transfers: [
    '/tedTransfer',
    '/sendComponent',
    '/newTransactionHistory',
    '/pixTransactionHistory',
    '/atmWithdraw',
  ],
  recharge: ['/cellularRecharge'],
  pix: [
    '/pixLandingComponent',
    '/pixOnboardingComponent',
    '/pixFirstAccess',
    '/pixKnowMore',
    '/myPixKeysComponent',
    '/registerNewKeyComponent',
    '/keyInformationComponent',
    '/collectNewKeyDetailsComponent',
    '/otpConfirmationComponent',
    '/portabilityConfirmationComponent',
    '/pixQrCopyPasteComponent',
    '/pixSendComponent',
    '/pixLimits',
    '/pixWithdraw',
    '/pixReceive',
  ],
  security: ['/newChangePassword', '/newChangePin', '/newForgotPin'],
  deposit: ['/depositLandingComponent', '/generateBoleto', '/tedDeposit', '/boleto', '/insertBoleto'],
  cards: [
    '/digitalCard',
    '/digitalCardCreated',
    '/cardRequest',
    '/digitalCardArrival',
    '/virtualCardInfo',
    '/virtualCardComponent',
    '/activateCreditCard',
  ],
  contacts: ['/contacts', '/addContact', '/saveContactFromTransaction'],
  fgts: ['/fgtsHome', '/fgtsVideoTutorial', '/fgtsAnticipate', '/fgtsContracts'],
  salary: ['/salaryPortability', '/requestSalaryPortability', '/loadPortabilityRequests'],
  qrPayment: ['/dimoPayComponent'],
  financing: [
    '/financing',
    '/seeInstallments',
    '/financingCreditSimulation',
    '/FinancingDeviceDetails',
    '/FinancingTerms',
  ],
  rewards: [
    '/gamificationOnboarding',
    '/rewards',
    '/rewardsDetail',
    '/redeemReward',
    '/rewardsHistory',
    '/rewardWinner',
    '/completedRewards',
    '/shareReward',
    '/programOverview',
  ],
  accountState: ['/accountStatus', '/unblockAccount', '/cancelAccount'],
  guaranteedCredit: ['/gccHowItWorks', '/gccInvestmentAmount', '/gccPixRecieveQRCode', '/gccFirstAccess'],
  creditCard: [
    '/creditCard',
    '/CreditCardSuccess',
    '/creditCardSettingsPage',
    '/creditCardChangeDueDatePage',
    '/creditCardIncreaseLimitPage',
    '/invoicePayment',
    '/CreditCardInvestmentComp',
    '/creditCardHistoryPage',
    '/creditCardInvoiceHistory',
  ],
  chat: ['/ChatTicketDisplay', '/WidgetQRPage', '/ChatTicketCommentsPage'],
};

/** The routes whose feature is built, and the chunk that renders each. */
export const BUILT_ROUTES: Readonly<Record<string, Area>> = {
  '/': 'landing',
  '/motoPayLandingPage': 'landing',
  '/motoPayValuePropsPage': 'landing',
  '/newLogin': 'auth',
  '/newWalletLaunch': 'home',
  '/myAccount': 'home',
  '/newTransactionHistory': 'history',
  '/tedTransfer': 'transfer',
  '/sendComponent': 'transfer',
  '/pixLandingComponent': 'pix',
  '/myPixKeysComponent': 'pix',
  '/registerNewKeyComponent': 'pix',
  '/collectNewKeyDetailsComponent': 'pix',
  '/otpConfirmationComponent': 'pix',
  '/pixSendComponent': 'pix',
  '/pixReceive': 'pix',
  '/pixQrCopyPasteComponent': 'pix',
  '/financingCreditSimulation': 'financing',
  '/FinancingDeviceDetails': 'financing',
  '/FinancingTerms': 'financingTerms',
  '/financing': 'financingContracts',
  '/seeInstallments': 'financingContracts',
  '/pixTransactionHistory': 'pix',
  '/pixLimits': 'pix',
  '/portabilityConfirmationComponent': 'pix',
  '/pixWithdraw': 'pix',
  '/pixFirstAccess': 'pix',
  '/pixKnowMore': 'pix',
  '/pixOnboardingComponent': 'pix',
  '/keyInformationComponent': 'pix',
  '/contacts': 'contacts',
  '/addContact': 'contacts',
  '/saveContactFromTransaction': 'contacts',
  '/userIdCreation': 'onboarding',
  '/phoneNumberVerification': 'onboarding',
  '/newSignUpPageComp': 'onboarding',
  '/privacyComp': 'onboarding',
  '/forgotPassword': 'security',
  '/newChangePassword': 'security',
  '/newChangePin': 'security',
  '/newForgotPin': 'security',
  '/boleto': 'boleto',
  '/insertBoleto': 'boleto',
  '/depositLandingComponent': 'boleto',
  '/generateBoleto': 'boleto',
  '/tedDeposit': 'boleto',
  '/digitalCard': 'cards',
  '/cardRequest': 'cards',
  '/digitalCardArrival': 'cards',
  '/virtualCardInfo': 'cards',
  '/virtualCardComponent': 'cards',
  '/digitalCardCreated': 'cards',
  '/cellularRecharge': 'recharge',
  '/atmWithdraw': 'atm',
  '/dimoPayComponent': 'qrPayment',
  '/gccFirstAccess': 'creditCard',
  '/gccHowItWorks': 'creditCard',
  '/gccInvestmentAmount': 'creditCard',
  '/creditCard': 'creditCard',
  '/creditCardInvoiceHistory': 'creditCard',
  '/invoicePayment': 'creditCard',
  '/CreditCardInvestmentComp': 'creditCard',
};

function entries(
  table: Partial<Record<RouteGroup, readonly string[]>>,
  access: RouteEntry['access'],
): RouteEntry[] {
  return Object.entries(table).flatMap(([group, paths]) =>
    (paths ?? []).map((path) => ({
      path,
      access,
      group: group as RouteGroup,
      area: BUILT_ROUTES[path] ?? 'unavailable',
    })),
  );
}

export const ROUTES: readonly RouteEntry[] = [...entries(PUBLIC, 'public'), ...entries(PRIVATE, 'private')];

import { PATHS as accountStatePaths } from '../features/account-state/paths.ts';
import { PATHS as atmPaths } from '../features/atm/paths.ts';
import { PATHS as authPaths } from '../features/auth/paths.ts';
import { PATHS as boletoPaths } from '../features/boleto/paths.ts';
import { PATHS as cardsPaths } from '../features/cards/paths.ts';
import { PATHS as consentsPaths } from '../features/consents/paths.ts';
import { PATHS as contactsPaths } from '../features/contacts/paths.ts';
import { PATHS as creditCardPaths } from '../features/credit-card/paths.ts';
import { PATHS as fgtsPaths } from '../features/fgts/paths.ts';
import { PATHS as financingPaths } from '../features/financing/paths.ts';
import { PATHS as financingContractsPaths } from '../features/financing-contracts/paths.ts';
import { PATHS as financingTermsPaths } from '../features/financing-terms/paths.ts';
import { PATHS as giftCardPaths } from '../features/gift-card/paths.ts';
import { PATHS as helpPaths } from '../features/help/paths.ts';
import { PATHS as historyPaths } from '../features/history/paths.ts';
import { PATHS as homePaths } from '../features/home/paths.ts';
import { PATHS as landingPaths } from '../features/landing/paths.ts';
import { PATHS as onboardingPaths } from '../features/onboarding/paths.ts';
import { PATHS as pixPaths } from '../features/pix/paths.ts';
import { PATHS as profilePaths } from '../features/profile/paths.ts';
import { PATHS as profileMenuPaths } from '../features/profile-menu/paths.ts';
import { PATHS as qrPaymentPaths } from '../features/qr-payment/paths.ts';
import { PATHS as rechargePaths } from '../features/recharge/paths.ts';
import { PATHS as rewardsPaths } from '../features/rewards/paths.ts';
import { PATHS as salaryPortabilityPaths } from '../features/salary-portability/paths.ts';
import { PATHS as securityPaths } from '../features/security/paths.ts';
import { PATHS as transferPaths } from '../features/transfer/paths.ts';

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
  | 'profileMenu'
  | 'help'
  | 'profile'
  | 'accountState'
  | 'consents'
  | 'fgts'
  | 'salaryPortability'
  | 'giftCard'
  | 'rewards'
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
    '/giftCard',
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

/**
 * The routes whose feature is built, and the chunk that renders each: derived from each feature's
 * paths.ts, the one list a feature keeps (its routes.ts is typed by it, so a path without a page, or a
 * page without a path, does not compile).
 */
export const FEATURE_PATHS: Readonly<Record<Exclude<Area, 'unavailable'>, readonly string[]>> = {
  landing: landingPaths,
  auth: authPaths,
  home: homePaths,
  history: historyPaths,
  transfer: transferPaths,
  pix: pixPaths,
  financing: financingPaths,
  financingTerms: financingTermsPaths,
  financingContracts: financingContractsPaths,
  contacts: contactsPaths,
  onboarding: onboardingPaths,
  security: securityPaths,
  boleto: boletoPaths,
  cards: cardsPaths,
  recharge: rechargePaths,
  atm: atmPaths,
  qrPayment: qrPaymentPaths,
  creditCard: creditCardPaths,
  profileMenu: profileMenuPaths,
  help: helpPaths,
  profile: profilePaths,
  accountState: accountStatePaths,
  consents: consentsPaths,
  fgts: fgtsPaths,
  salaryPortability: salaryPortabilityPaths,
  giftCard: giftCardPaths,
  rewards: rewardsPaths,
};

export const BUILT_ROUTES: Readonly<Record<string, Area>> = Object.fromEntries(
  Object.entries(FEATURE_PATHS).flatMap(([area, paths]) => paths.map((path) => [path, area as Area])),
);

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

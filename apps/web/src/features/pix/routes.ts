import type { ComponentType } from 'react';
import { ClaimsPage } from './pages/claims-page.tsx';
import { CopyPastePage } from './pages/copy-paste-page.tsx';
import { KeyInformationPage } from './pages/key-information-page.tsx';
import { MyKeysPage } from './pages/my-keys-page.tsx';
import { PixFirstAccessPage } from './pages/pix-first-access-page.tsx';
import { PixHistoryPage } from './pages/pix-history-page.tsx';
import { PixKnowMorePage } from './pages/pix-know-more-page.tsx';
import { PixLandingPage } from './pages/pix-landing-page.tsx';
import { PixLimitsPage } from './pages/pix-limits-page.tsx';
import { PixOnboardingPage } from './pages/pix-onboarding-page.tsx';
import { PixSendPage } from './pages/pix-send-page.tsx';
import { PixWithdrawPage } from './pages/pix-withdraw-page.tsx';
import { ReceivePage } from './pages/receive-page.tsx';
import { RegisterKeyPage } from './pages/register-key-page.tsx';
import type { PixPath } from './paths.ts';

export const routeComponents = {
  '/pixLandingComponent': PixLandingPage,
  '/pixFirstAccess': PixFirstAccessPage,
  '/pixKnowMore': PixKnowMorePage,
  '/pixOnboardingComponent': PixOnboardingPage,
  '/keyInformationComponent': KeyInformationPage,
  '/myPixKeysComponent': MyKeysPage,
  '/registerNewKeyComponent': RegisterKeyPage,
  '/collectNewKeyDetailsComponent': RegisterKeyPage,
  '/otpConfirmationComponent': RegisterKeyPage,
  '/pixSendComponent': PixSendPage,
  '/pixReceive': ReceivePage,
  '/pixQrCopyPasteComponent': CopyPastePage,
  '/pixTransactionHistory': PixHistoryPage,
  '/pixLimits': PixLimitsPage,
  '/portabilityConfirmationComponent': ClaimsPage,
  '/pixWithdraw': PixWithdrawPage,
} satisfies Record<PixPath, ComponentType>;

import type { AnyBankRoute } from './bank-route.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { accountStateRoutes } from './modules/account-state/account-state.routes.ts';
import { atmRoutes } from './modules/atm/atm.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bankListRoutes } from './modules/banks/banks.routes.ts';
import { boletoRoutes } from './modules/boleto/boleto.routes.ts';
import { cardRoutes } from './modules/cards/cards.routes.ts';
import { contactRoutes } from './modules/contacts/contacts.routes.ts';
import { credentialRoutes } from './modules/credentials/credentials.routes.ts';
import { creditCardRoutes } from './modules/credit-card/credit-card.routes.ts';
import { deviceRoutes } from './modules/device/device.routes.ts';
import { feeRoutes } from './modules/fees/fees.routes.ts';
import { fgtsRoutes } from './modules/fgts/fgts.routes.ts';
import { giftCardRoutes } from './modules/gift-card/gift-card.routes.ts';
import { pixLimitRoutes } from './modules/pix/limits/pix-limits.routes.ts';
import { pixRoutes } from './modules/pix/pix.routes.ts';
import { pixFeatureRoutes } from './modules/pix/pix-feature.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { qrPaymentRoutes } from './modules/qr-payment/qr-payment.routes.ts';
import { rechargeRoutes } from './modules/recharge/recharge.routes.ts';
import { rewardsRoutes } from './modules/rewards/rewards.routes.ts';
import { salaryPortabilityRoutes } from './modules/salary-portability/salary-portability.routes.ts';
import { tedRoutes } from './modules/ted/ted.routes.ts';
import { transferScheduleRoutes } from './modules/ted/transfer-schedule.routes.ts';
import { termsRoutes } from './modules/terms/terms.routes.ts';
import { transferRoutes } from './modules/transfer/transfer.routes.ts';
import { utilitiesRoutes } from './modules/utilities/utilities.routes.ts';

/** Every bank path this server answers (docs/bank-api.md). */
export const bankRoutes: readonly AnyBankRoute[] = [
  ...authRoutes,
  ...deviceRoutes,
  ...credentialRoutes,
  ...accountRoutes,
  ...accountStateRoutes,
  ...transferRoutes,
  ...pixRoutes,
  ...pixLimitRoutes,
  ...pixFeatureRoutes,
  ...utilitiesRoutes,
  ...contactRoutes,
  ...boletoRoutes,
  ...cardRoutes,
  ...rechargeRoutes,
  ...atmRoutes,
  ...bankListRoutes,
  ...tedRoutes,
  ...transferScheduleRoutes,
  ...feeRoutes,
  ...qrPaymentRoutes,
  ...creditCardRoutes,
  ...termsRoutes,
  ...profileRoutes,
  ...fgtsRoutes,
  ...salaryPortabilityRoutes,
  ...giftCardRoutes,
  ...rewardsRoutes,
];

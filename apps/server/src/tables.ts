import type { Kysely, Transaction } from 'kysely';
import type { DatabaseUseTables } from './platform/database-use.table.ts';
import type { RateBucketTables } from './platform/rate-bucket.table.ts';
import type { SandboxTables } from './sandbox/sandbox.table.ts';
import type { IdempotencyTables } from './services/bank-api/idempotency/idempotency.table.ts';
import type { AccountTables } from './services/bank-api/modules/account/account.table.ts';
import type { AccountStateTables } from './services/bank-api/modules/account-state/account-state.table.ts';
import type { AtmTables } from './services/bank-api/modules/atm/atm.table.ts';
import type { AuthTables } from './services/bank-api/modules/auth/auth.table.ts';
import type { BoletoTables } from './services/bank-api/modules/boleto/boleto.table.ts';
import type { CardTables } from './services/bank-api/modules/cards/cards.table.ts';
import type { ContactTables } from './services/bank-api/modules/contacts/contacts.table.ts';
import type { CredentialTables } from './services/bank-api/modules/credentials/credentials.table.ts';
import type { CreditCardTables } from './services/bank-api/modules/credit-card/credit-card.table.ts';
import type { DeviceTables } from './services/bank-api/modules/device/device.table.ts';
import type { FgtsTables } from './services/bank-api/modules/fgts/fgts.table.ts';
import type { GiftCardTables } from './services/bank-api/modules/gift-card/gift-card.table.ts';
import type { LedgerTables } from './services/bank-api/modules/ledger/ledger.table.ts';
import type { PixChargeTables } from './services/bank-api/modules/pix/charges/pix-charge.table.ts';
import type { PixLimitTables } from './services/bank-api/modules/pix/limits/pix-limits.table.ts';
import type { PixTables } from './services/bank-api/modules/pix/pix.table.ts';
import type { PixFeatureTables } from './services/bank-api/modules/pix/pix-features.table.ts';
import type { ProfileTables } from './services/bank-api/modules/profile/profile.table.ts';
import type { QrPaymentTables } from './services/bank-api/modules/qr-payment/qr-payment.table.ts';
import type { RechargeTables } from './services/bank-api/modules/recharge/recharge.table.ts';
import type { RewardsTables } from './services/bank-api/modules/rewards/rewards.table.ts';
import type { SalaryPortabilityTables } from './services/bank-api/modules/salary-portability/salary-portability.table.ts';
import type { TedTables } from './services/bank-api/modules/ted/ted.table.ts';
import type { EngageTables } from './services/engage-api/engage.table.ts';
import type { FinancingTables } from './services/financing-api/financing.table.ts';
import type { GatewayTables } from './services/gateway/gateway.table.ts';
import type { OnboardingTables } from './services/onboarding-api/onboarding.table.ts';
import type { ChatTables } from './services/product-api/chat/chat.table.ts';
import type { DataSyncTables } from './services/product-api/data-sync/data-sync.table.ts';
import type { FeatureFlagTables } from './services/product-api/feature-flags.table.ts';
import type { FeedbackTables } from './services/product-api/feedback.table.ts';
import type { HelpTables } from './services/product-api/help/help.table.ts';
import type { MetricsTables } from './services/product-api/metrics.table.ts';
import type { ConsentTables } from './services/product-api/optin/optin.table.ts';
import type { ShellSessionTokenTables } from './services/product-api/session-token/session-token.table.ts';

/** Every table, as Kysely sees it. Each module owns its own table file. */
export interface Database
  extends LedgerTables,
    AuthTables,
    RechargeTables,
    AtmTables,
    BoletoTables,
    AccountTables,
    AccountStateTables,
    IdempotencyTables,
    GatewayTables,
    RateBucketTables,
    DatabaseUseTables,
    PixTables,
    PixLimitTables,
    PixChargeTables,
    PixFeatureTables,
    SandboxTables,
    FinancingTables,
    MetricsTables,
    FeedbackTables,
    FeatureFlagTables,
    ShellSessionTokenTables,
    DataSyncTables,
    HelpTables,
    ChatTables,
    ContactTables,
    CardTables,
    CredentialTables,
    TedTables,
    OnboardingTables,
    QrPaymentTables,
    CreditCardTables,
    ProfileTables,
    DeviceTables,
    EngageTables,
    ConsentTables,
    FgtsTables,
    SalaryPortabilityTables,
    GiftCardTables,
    RewardsTables {}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Either the database or a transaction: what a repository function takes. */
export type Executor = Kysely<Database>;

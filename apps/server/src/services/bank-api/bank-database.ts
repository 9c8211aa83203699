import type { Kysely, Transaction } from 'kysely';
import type { IdempotencyTables } from './idempotency/idempotency.table.ts';
import type { AccountTables } from './modules/account/account.table.ts';
import type { AccountStateTables } from './modules/account-state/account-state.table.ts';
import type { AtmTables } from './modules/atm/atm.table.ts';
import type { AuthTables } from './modules/auth/auth.table.ts';
import type { BoletoTables } from './modules/boleto/boleto.table.ts';
import type { CardTables } from './modules/cards/cards.table.ts';
import type { ContactTables } from './modules/contacts/contacts.table.ts';
import type { CredentialTables } from './modules/credentials/credentials.table.ts';
import type { CreditCardTables } from './modules/credit-card/credit-card.table.ts';
import type { DeviceTables } from './modules/device/device.table.ts';
import type { FgtsTables } from './modules/fgts/fgts.table.ts';
import type { GiftCardTables } from './modules/gift-card/gift-card.table.ts';
import type { LedgerTables } from './modules/ledger/ledger.table.ts';
import type { PixChargeTables } from './modules/pix/charges/pix-charge.table.ts';
import type { PixLimitTables } from './modules/pix/limits/pix-limits.table.ts';
import type { PixTables } from './modules/pix/pix.table.ts';
import type { PixFeatureTables } from './modules/pix/pix-features.table.ts';
import type { ProfileTables } from './modules/profile/profile.table.ts';
import type { QrPaymentTables } from './modules/qr-payment/qr-payment.table.ts';
import type { RechargeTables } from './modules/recharge/recharge.table.ts';
import type { RewardsTables } from './modules/rewards/rewards.table.ts';
import type { SalaryPortabilityTables } from './modules/salary-portability/salary-portability.table.ts';
import type { TedTables } from './modules/ted/ted.table.ts';

/**
 * The tables the bank owns: every module's and its idempotency keys' (docs/decisions/0041). Its code
 * takes a handle typed to these alone, so a query on another service's table does not compile: that data
 * is reached through the other service's public.ts. app.ts hands the service this handle; its public.ts
 * use cases take the other services' handles as they are (platform/database/shared-handle.ts).
 */
export interface BankTables
  extends IdempotencyTables,
    AccountTables,
    AccountStateTables,
    AtmTables,
    AuthTables,
    BoletoTables,
    CardTables,
    ContactTables,
    CredentialTables,
    CreditCardTables,
    DeviceTables,
    FgtsTables,
    GiftCardTables,
    LedgerTables,
    PixChargeTables,
    PixLimitTables,
    PixTables,
    PixFeatureTables,
    ProfileTables,
    QrPaymentTables,
    RechargeTables,
    RewardsTables,
    SalaryPortabilityTables,
    TedTables {}

export type Db = Kysely<BankTables>;
export type Trx = Transaction<BankTables>;
/** Either the database or a transaction: what a repository function takes. */
export type Executor = Kysely<BankTables>;

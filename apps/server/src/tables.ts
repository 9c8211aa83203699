import type { Kysely, Transaction } from 'kysely';
import type { PlatformTables } from './platform/platform-database.ts';
import type { SandboxTables } from './sandbox/sandbox.table.ts';
import type { BankTables } from './services/bank-api/bank-database.ts';
import type { EngageTables } from './services/engage-api/engage.table.ts';
import type { FinancingTables } from './services/financing-api/financing.table.ts';
import type { GatewayTables } from './services/gateway/gateway.table.ts';
import type { OnboardingTables } from './services/onboarding-api/onboarding.table.ts';
import type { ProductTables } from './services/product-api/product-database.ts';

/**
 * Every table, as Kysely sees it: the composition's view (app.ts, server.ts, the migrations, the
 * sandbox, the tests' setup). Each service's code sees only its own tables, through its own
 * services/<name>/<name>-database.ts (docs/decisions/0041).
 */
export interface Database
  extends BankTables,
    FinancingTables,
    OnboardingTables,
    ProductTables,
    EngageTables,
    GatewayTables,
    PlatformTables,
    SandboxTables {}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Either the database or a transaction: what a repository function takes. */
export type Executor = Kysely<Database>;

/**
 * The whole database, or a transaction on it, as one service's own tables: how the composition hands
 * each service its handle (docs/decisions/0041). Own must be a part of Database. The one place the
 * whole is narrowed: Kysely's type does not let a handle to every table stand for one to some.
 */
export function ownTables<Own extends Partial<Database>>(trx: Trx): Transaction<Own>;
export function ownTables<Own extends Partial<Database>>(db: Db): Kysely<Own>;
export function ownTables<Own extends Partial<Database>>(db: Db): Kysely<Own> {
  return db as unknown as Kysely<Own>;
}

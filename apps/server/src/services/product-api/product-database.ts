import type { Kysely, Transaction } from 'kysely';
import type { ChatTables } from './chat/chat.table.ts';
import type { DataSyncTables } from './data-sync/data-sync.table.ts';
import type { FeatureFlagTables } from './feature-flags.table.ts';
import type { FeedbackTables } from './feedback.table.ts';
import type { HelpTables } from './help/help.table.ts';
import type { MetricsTables } from './metrics.table.ts';
import type { ConsentTables } from './optin/optin.table.ts';
import type { ShellSessionTokenTables } from './session-token/session-token.table.ts';

/**
 * The tables the product backend owns (docs/decisions/0041). Its code takes a handle typed to these
 * alone, so a query on another service's table does not compile: that data is reached through the other
 * service's public.ts. app.ts hands the service this handle; its public.ts use cases take the other
 * services' handles as they are (platform/database/shared-handle.ts).
 */
export interface ProductTables
  extends ChatTables,
    DataSyncTables,
    FeatureFlagTables,
    FeedbackTables,
    HelpTables,
    MetricsTables,
    ConsentTables,
    ShellSessionTokenTables {}

export type Db = Kysely<ProductTables>;
export type Trx = Transaction<ProductTables>;
/** Either the database or a transaction: what a repository function takes. */
export type Executor = Kysely<ProductTables>;

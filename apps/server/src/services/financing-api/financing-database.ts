import type { Kysely, Transaction } from 'kysely';
import type { FinancingTables } from './financing.table.ts';

/**
 * The tables the financing service owns (docs/decisions/0041). Its code takes a handle typed to these
 * alone, so a query on another service's table does not compile: that data is reached through the other
 * service's public.ts. app.ts hands the service this handle; its public.ts use cases take the other
 * services' handles as they are (platform/database/shared-handle.ts).
 */
export type Db = Kysely<FinancingTables>;
export type Trx = Transaction<FinancingTables>;
/** Either the database or a transaction: what a repository function takes. */
export type Executor = Kysely<FinancingTables>;

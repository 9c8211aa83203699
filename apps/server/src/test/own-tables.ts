import type { Kysely, Transaction } from 'kysely';
import type { BankTables } from '../services/bank-api/bank-database.ts';
import type { EngageTables } from '../services/engage-api/engage.table.ts';
import type { FinancingTables } from '../services/financing-api/financing.table.ts';
import type { OnboardingTables } from '../services/onboarding-api/onboarding.table.ts';
import type { ProductTables } from '../services/product-api/product-database.ts';
import { type Database, type Db, ownTables, type Trx } from '../tables.ts';

/** The tests' whole database (or a transaction on it) as one service's tables, to call its code. */
function as<Own extends Partial<Database>>() {
  function narrow(trx: Trx): Transaction<Own>;
  function narrow(db: Db): Kysely<Own>;
  function narrow(db: Db) {
    return ownTables<Own>(db);
  }
  return narrow;
}

export const asBank = as<BankTables>();
export const asFinancing = as<FinancingTables>();
export const asOnboarding = as<OnboardingTables>();
export const asProduct = as<ProductTables>();
export const asEngage = as<EngageTables>();

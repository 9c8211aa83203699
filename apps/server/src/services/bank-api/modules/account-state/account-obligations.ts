import type { Executor } from '../../bank-database.ts';

/**
 * What another service holds against an account and keeps it from closing. The financing service owns
 * its contracts, so the bank asks it through this interface, which app.ts fills with the financing
 * service's answer (docs/decisions/0041).
 */
export interface AccountObligations {
  /** Whether a financing contract is in force on the account. */
  financingInForce(db: Executor, accountId: string): Promise<boolean>;
}

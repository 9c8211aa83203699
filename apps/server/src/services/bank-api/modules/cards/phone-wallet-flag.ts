import { GOOGLE_PAY_TOKEN, isFeatureOnFor } from '../../../product-api/public.ts';
import type { Executor } from '../../bank-database.ts';
import { BankError } from '../../bank-errors.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findCustomer } from '../account/account.repository.ts';

/**
 * The googlePayToken flag (cross-cutting.md section 6, Google-pay token gating): off for this customer,
 * the phone wallet's push is refused (403 / 40290) before any card is read. Kept out of
 * card-wallet.service.ts, which the bank's public door reaches, so the product backend's door is not
 * imported back into it.
 */
export async function requirePhoneWalletPush(db: Executor, deps: BankDeps, session: BankSession) {
  const customer = await findCustomer(db, session.customerId);
  if (!customer || !(await isFeatureOnFor(db, deps.config.cpfHashKey, GOOGLE_PAY_TOKEN, customer.cpf))) {
    throw new BankError('PRODUCT_UNAVAILABLE');
  }
}

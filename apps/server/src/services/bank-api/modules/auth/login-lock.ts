import type { Executor } from '../../bank-database.ts';
import { cpfKey } from './cpf-key.ts';
import { clearLoginGuard } from './login-guard.ts';

/** The scope of the login counter's CPF key. */
export const LOGIN_SCOPE = 'login';

/**
 * Clears the wrong-password count and any lock on the login of this CPF, so a customer who proved
 * who they are another way (the password reset) can log in again. Takes the database or a
 * transaction; an unknown CPF is a no-op.
 */
export async function liftPasswordLock(db: Executor, cpf: string): Promise<void> {
  await clearLoginGuard(db, cpfKey(LOGIN_SCOPE, cpf));
}

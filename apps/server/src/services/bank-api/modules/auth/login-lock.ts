import type { Executor } from '../../../../tables.ts';

/**
 * Clears the wrong-password count and any lock on the login of this CPF, so a customer who proved
 * who they are another way (the password reset) can log in again. Takes the database or a
 * transaction; an unknown CPF is a no-op.
 */
export async function liftPasswordLock(db: Executor, cpf: string): Promise<void> {
  await db
    .updateTable('customer')
    .set({ password_failures: 0, password_blocked: false })
    .where('cpf', '=', cpf)
    .execute();
}

import { BankCode } from '@carteira/core/errors';
import { BankError } from '../../../lib/bank/bank-error.ts';

/**
 * On a password change 10007 means the current password is wrong, not the PIN: 'password change
 * failed' with 'current password invalid' (cross-cutting.md section 8).
 */
export function inPasswordChange(error: unknown): unknown {
  if (error instanceof BankError && error.code === BankCode.IncorrectPin) {
    return new BankError(
      error.code,
      error.status,
      'error.passwordChangeFailed',
      'error.currentPasswordInvalid',
    );
  }
  return error;
}

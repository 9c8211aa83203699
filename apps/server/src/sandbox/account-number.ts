import { accountCheckDigit, accountNumberOf } from '@carteira/core/br';

/** The check digit rule lives in core/br (accountCheckDigit); kept here under the sandbox's names. */
export { accountCheckDigit };

export function accountNumber(base: string): string {
  return accountNumberOf(base);
}

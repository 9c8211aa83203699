import { BankCode } from '@carteira/core/errors';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import type { FgtsErrorKind } from '../flow/anticipate-flow.ts';

/** The error page a refusal leads to (wallet.md section 8: FGTS error kinds). */
export function errorKindOf(error: unknown): FgtsErrorKind {
  if (!isBankError(error)) return 'generic';
  switch (error.code) {
    case BankCode.FgtsBalanceRefused:
      return 'balance';
    case BankCode.FgtsNotRegistered:
      return 'notRegistered';
    case BankCode.FgtsAnniversaryTooClose:
      return 'anniversary';
    case BankCode.FgtsOperatorFailure:
      return 'bank';
    default:
      return 'generic';
  }
}

export const ERROR_TEXT = {
  balance: ['errorBalanceTitle', 'errorBalanceText'],
  notRegistered: ['errorNotRegisteredTitle', 'errorNotRegisteredText'],
  anniversary: ['errorAnniversaryTitle', 'errorAnniversaryText'],
  bank: ['errorBankTitle', 'errorBankText'],
  generic: ['errorGenericTitle', 'errorGenericText'],
} as const;

import { BankCode } from '@carteira/core/errors';
import { BankError } from '../../bank-api/public.ts';
import { FinancingError } from '../financing.errors.ts';

/** Codes of the bank's financing paths (docs/financing-api.md, Bank API). */
export const FINANCING_BANK_CODES = {
  CONTRACTING_NOT_FOUND: BankCode.FinancingContractingNotFound,
  CONTRACTING_WRONG_STATUS: BankCode.FinancingWrongStatus,
  CONTRACT_NOT_FOUND: BankCode.FinancingContractNotFound,
  /** Already paid, or a later instalment while an earlier one is open: the same code as a wrong status. */
  INSTALLMENT_NOT_PAYABLE: BankCode.FinancingWrongStatus,
} as const;

/** A refusal of a financing bank path, with its own code and HTTP status. */
export class FinancingBankError extends BankError {
  constructor(status: number, code: number, message: string, details?: string) {
    super('VALIDATION', { message, ...(details ? { details } : {}) });
    Object.defineProperty(this, 'status', { value: status });
    Object.defineProperty(this, 'code', { value: code });
  }
}

export const contractNotFound = (message = 'Contrato não encontrado') =>
  new FinancingBankError(404, FINANCING_BANK_CODES.CONTRACT_NOT_FOUND, message);

/** The financing service's refusals as bank answers. */
export function asBankError(err: unknown): unknown {
  if (!(err instanceof FinancingError)) return err;
  if (err.status === 404) {
    return new FinancingBankError(
      404,
      FINANCING_BANK_CODES.CONTRACTING_NOT_FOUND,
      'Contratação não encontrada',
    );
  }
  if (err.status === 409) {
    return new FinancingBankError(
      409,
      FINANCING_BANK_CODES.CONTRACTING_WRONG_STATUS,
      'A contratação não aguarda o pagamento da entrada',
      err.message,
    );
  }
  return new FinancingBankError(err.status, 40007, err.message, err.details);
}

/** The financing service's refusals of an instalment payment as bank answers. */
export function asInstallmentBankError(err: unknown): unknown {
  if (!(err instanceof FinancingError)) return err;
  if (err.status === 404) return contractNotFound(err.message);
  return new FinancingBankError(err.status, FINANCING_BANK_CODES.INSTALLMENT_NOT_PAYABLE, err.message);
}

import { BankCode } from '@carteira/core/errors';
import { FinancingError } from '../../../financing-api/public.ts';
import { BankError } from '../../bank-errors.ts';

/** Codes of the bank's financing paths (docs/financing-api.md, Bank API). */
export const FINANCING_BANK_CODES = {
  CONTRACTING_NOT_FOUND: BankCode.FinancingContractingNotFound,
  CONTRACTING_WRONG_STATUS: BankCode.FinancingWrongStatus,
  CONTRACT_NOT_FOUND: BankCode.FinancingContractNotFound,
} as const;

/** A refusal of a financing bank path, with its own code and HTTP status. */
export class FinancingBankError extends BankError {
  constructor(status: number, code: number, message: string, details?: string) {
    super('VALIDATION', { message, ...(details ? { details } : {}) });
    Object.defineProperty(this, 'status', { value: status });
    Object.defineProperty(this, 'code', { value: code });
  }
}

export const contractNotFound = () =>
  new FinancingBankError(404, FINANCING_BANK_CODES.CONTRACT_NOT_FOUND, 'Contrato não encontrado');

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

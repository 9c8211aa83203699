import { BankError } from '../../bank-errors.ts';

export const fgtsNotRegistered = (details?: string) =>
  new BankError('FGTS_NOT_REGISTERED', details ? { details } : {});
export const fgtsBalanceRefused = (details?: string) =>
  new BankError('FGTS_BALANCE_REFUSED', details ? { details } : {});
export const fgtsAnniversaryTooClose = () => new BankError('FGTS_ANNIVERSARY_TOO_CLOSE');
export const fgtsOperatorFailure = () => new BankError('FGTS_OPERATOR_FAILURE');
export const fgtsAmountRefused = (details: string) => new BankError('FGTS_AMOUNT_REFUSED', { details });
export const fgtsContractOpen = () => new BankError('FGTS_CONTRACT_OPEN');
export const fgtsNotFound = () => new BankError('FGTS_NOT_FOUND');
/** The bank's rate is not under the FGTS board's cap: logged for the bank, not told to the customer. */
export const fgtsRateAboveCap = () => new BankError('FGTS_RATE_ABOVE_CAP');
export const fgtsWithdrawalClosed = (details: string) => new BankError('FGTS_WITHDRAWAL_CLOSED', { details });

import { BankError } from '../../bank-errors.ts';

export const invalidDdd = () =>
  new BankError('AREA_CODE_INVALID', { details: 'DDD não atribuído pela Anatel a nenhuma área' });
export const invalidNumber = () => new BankError('RECHARGE_NUMBER_INVALID');
export const notOffered = (details: string) => new BankError('RECHARGE_REFUSED', { details });
export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');

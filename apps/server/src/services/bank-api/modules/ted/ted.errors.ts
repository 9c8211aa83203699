import { formatDate } from '@carteira/core/calendar';
import { BankError } from '../../bank-errors.ts';

export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
export const outsideWindow = (sendOn: string) =>
  new BankError('TED_OUTSIDE_WINDOW', { details: `Agende para ${formatDate(sendOn)}, o próximo dia útil` });
export const scheduleDateRefused = (details: string) => new BankError('TED_SCHEDULE_DATE', { details });
export const scheduleNotFound = () => new BankError('TED_SCHEDULE_NOT_FOUND');

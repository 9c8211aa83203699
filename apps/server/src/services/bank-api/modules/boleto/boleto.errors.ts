import type { BoletoProblem } from '@carteira/core/boleto';
import { BankError } from '../../bank-errors.ts';

/** The field of the line the problem is in, in the words the app shows next to the code. */
export function describeProblem(problem: BoletoProblem): string {
  switch (problem.reason) {
    case 'empty':
      return 'informe a linha digitável ou o código de barras';
    case 'length':
      return `o código tem ${problem.length} dígitos; a linha digitável tem 47 ou 48 e o código de barras 44`;
    case 'field':
      return `dígito verificador do campo ${problem.field} não confere`;
    case 'general':
      return 'dígito verificador geral não confere';
    case 'currency':
      return 'moeda diferente de real';
    case 'value-id':
      return 'identificador de valor inválido (o terceiro dígito deve ser 6, 7, 8 ou 9)';
    case 'segment':
      return 'segmento de arrecadação inválido';
  }
}

export const unreadable = (problem: BoletoProblem) =>
  new BankError('BOLETO_UNREADABLE', { details: describeProblem(problem) });
export const alreadyPaid = () => new BankError('BOLETO_ALREADY_PAID');
export const notPayable = (details?: string) =>
  new BankError('BOLETO_NOT_PAYABLE', details ? { details } : {});
export const amountRefused = (details: string) => new BankError('BOLETO_AMOUNT_REFUSED', { details });
export const depositLimit = (details: string) => new BankError('DEPOSIT_BOLETO_LIMIT', { details });
export const scheduleDateRefused = (details?: string) =>
  new BankError('BOLETO_SCHEDULE_DATE', details ? { details } : {});
export const boletoNotFound = () => new BankError('BOLETO_NOT_FOUND');
export const scheduleNotFound = () => new BankError('BOLETO_SCHEDULE_NOT_FOUND');
export const depositNotFound = () => new BankError('DEPOSIT_BOLETO_NOT_FOUND');
export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
export const clearingUnavailable = () =>
  new BankError('INTERNAL', { details: 'Câmara de boletos indisponível' });

import { BankError } from '../../bank-errors.ts';

export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
export const notClt = () =>
  new BankError('PORTABILITY_NOT_CLT', {
    details:
      'A portabilidade leva o salário pago numa conta-salário, aberta pelo empregador para quem tem carteira assinada. Quem é PJ ou autônomo recebe direto na conta que escolher',
  });
export const duplicate = () => new BankError('PORTABILITY_DUPLICATE');
export const notFound = () => new BankError('PORTABILITY_NOT_FOUND');
export const notCancellable = () => new BankError('PORTABILITY_NOT_CANCELLABLE');
export const unknownBank = () =>
  new BankError('VALIDATION', { details: 'codigoBancoOrigem: banco não encontrado na lista de bancos' });
export const sameBank = () =>
  new BankError('VALIDATION', {
    details: 'codigoBancoOrigem: o salário já é pago neste banco; escolha o banco da folha de pagamento',
  });
export const notInForce = () => new BankError('PORTABILITY_NOT_IN_FORCE');

import { BankError } from '../../bank-errors.ts';

/** No guaranteed-credit card for this customer yet (the first access comes first). */
export const creditCardNotFound = () =>
  new BankError('CARD_NOT_FOUND', { message: 'Cartão de crédito não contratado' });
/** 40290: the creditCard flag is off for this customer: no new contract (a card in force keeps working). */
export const creditCardNotOffered = () => new BankError('PRODUCT_UNAVAILABLE');
export const creditCardExists = () =>
  new BankError('VALIDATION', { message: 'Dados inválidos: o cartão de crédito já foi contratado' });
export const invoiceNotFound = () =>
  new BankError('TRANSACTION_NOT_FOUND', { message: 'Fatura não encontrada' });
/** 17000 (amount out of bound): a payment above what the invoice still owes. */
export const paymentAboveOwed = () =>
  new BankError('INSUFFICIENT_BALANCE', { message: 'Valor acima do saldo da fatura' });
/** 17000 (amount out of bound): a boleto below what is left of the invoice's minimum payment. */
export const paymentBelowMinimum = () =>
  new BankError('INSUFFICIENT_BALANCE', { message: 'Valor abaixo do pagamento mínimo da fatura' });
/** 17000 (amount out of bound): the redemption would leave the limit below what is used. */
export const redeemAboveFree = () =>
  new BankError('INSUFFICIENT_BALANCE', {
    message: 'O resgate deixaria o limite abaixo do valor já utilizado',
  });
/** 40007: a guarantee outside the product's minimum and maximum. */
export const guaranteeOutOfRange = (min: string, max: string) =>
  new BankError('VALIDATION', { message: `Dados inválidos: a garantia vai de ${min} a ${max}` });
/** 40007: the identity provider did not confirm the selfie is of a live person. */
export const faceNotConfirmed = (messageCode: number) =>
  new BankError('VALIDATION', {
    message: 'Dados inválidos: não confirmamos a selfie',
    details: `messageCode ${messageCode}`,
  });
/** 40093: over the available limit, or the card's customer cannot buy. */
export const creditPurchaseRefused = () =>
  new BankError('CARD_PURCHASE_REFUSED', { message: 'Compra recusada: limite disponível insuficiente' });
/** 40007: only a closed invoice, not yet split nor carried, with something owed, is paid in instalments. */
export const invoiceNotInstallable = () =>
  new BankError('VALIDATION', {
    message: 'Dados inválidos: só uma fatura fechada, com saldo e ainda não parcelada, pode ser parcelada',
  });
/** 40403: no instalment plan of this customer with that id. */
export const planNotFound = () =>
  new BankError('TRANSACTION_NOT_FOUND', { message: 'Parcelamento não encontrado' });
/** 40007: a plan with nothing left to bill has nothing to pay off. */
export const planNothingToPayOff = () =>
  new BankError('VALIDATION', { message: 'Dados inválidos: o parcelamento não tem parcelas a vencer' });
/** 40403: no funding Pix code of this customer with that txid. */
export const guaranteeChargeNotFound = () =>
  new BankError('TRANSACTION_NOT_FOUND', { message: 'Cobrança Pix não encontrada' });

import type { AccountClosingBlocker } from '@carteira/core/status';
import { BankError } from '../../bank-errors.ts';

/** Someone else's account answers exactly like one that does not exist (40401). */
export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
/** 40194: the block is not one the customer may lift by face (decision 0019). */
export const unblockNotAllowed = () => new BankError('UNBLOCK_NOT_ALLOWED');
/** 40193: the selfie did not pass; the attempt is kept (it counts toward the day's limit). */
export const faceNotMatched = (messageCode: number) =>
  new BankError('FACE_NOT_MATCHED', { details: `codigoMensagem ${messageCode}`, keep: true });
/** 46001: too many refused selfies today. */
export const tooManyFaces = () =>
  new BankError('TRY_LATER', { details: 'Muitas tentativas de selfie hoje. Tente novamente amanhã' });
/** 40192 with what is still open, as codes the app names in its own words: "SALDO,AGENDAMENTO". */
export const notClosable = (blockers: readonly AccountClosingBlocker[]) =>
  new BankError('ACCOUNT_NOT_CLOSABLE', { details: blockers.join(',') });
/** 40191: the account is already closed. */
export const alreadyClosed = () => new BankError('ACCOUNT_CLOSED');
export const imageTooLarge = () => new BankError('IMAGE_TOO_LARGE');
export const imageFormatRefused = () => new BankError('IMAGE_FORMAT_REFUSED');
export const noPhone = () =>
  new BankError('VALIDATION', { message: 'Dados inválidos: não há celular cadastrado para enviar o código' });
export const productRefused = (text: string) =>
  new BankError('VALIDATION', {
    message: `Dados inválidos: o campo 'chaveDeProdutoNovo' ${text}`,
    details: text,
  });

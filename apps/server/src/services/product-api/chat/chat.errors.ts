import { FinancingError } from '../../financing-api/public.ts';

/**
 * 40460: not found for this customer. Another customer's ticket or image, or none, answers the same,
 * so a guessed id tells nothing (the bank's own "not found on this account", docs/bank-api.md).
 */
export const NOT_FOUND_HERE = 40460;

export const ticketNotFound = () =>
  new FinancingError(
    404,
    'Chamado não encontrado',
    'Nenhum chamado com este id para este cliente',
    undefined,
    NOT_FOUND_HERE,
  );

export const fileNotFound = () =>
  new FinancingError(
    404,
    'Imagem não encontrada',
    'Nenhuma imagem com este id para este cliente',
    undefined,
    NOT_FOUND_HERE,
  );

export const ticketClosed = () =>
  new FinancingError(409, 'Chamado encerrado', 'Abra um novo chamado para continuar a conversa');

export const notRatable = () =>
  new FinancingError(409, 'Só um chamado encerrado pode ser avaliado, uma vez', 'Avaliação não aceita');

export const tooMany = (seconds: number) =>
  new FinancingError(429, 'Muitas mensagens em pouco tempo', `Tente de novo em ${seconds} s`);

export const badUpload = (message: string, details = '') =>
  new FinancingError(400, message, details, [message]);

export const uploadRefused = (status: 403 | 410 | 409 | 413, message: string, details = '') =>
  new FinancingError(status, message, details);

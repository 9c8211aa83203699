import { BankCode } from '@carteira/core/errors';
import type { z } from 'zod';
import { describeIssue, describeIssues } from '../bank-api/public.ts';

/** A refusal of the financing service or the product backend: `{ status, message, details }`. */
export class FinancingError extends Error {
  readonly status: number;
  readonly details: string;
  readonly errors: string[] | undefined;
  /** A bank code beside the status, when the refusal has one (the product backend's 40460). */
  readonly code: number | undefined;

  constructor(status: number, message: string, details = '', errors?: string[], code?: number) {
    super(message);
    this.name = 'FinancingError';
    this.status = status;
    this.details = details;
    this.errors = errors;
    this.code = code;
  }

  toBody() {
    return {
      status: this.status,
      ...(this.code !== undefined ? { code: this.code } : {}),
      message: this.message,
      details: this.details,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export function invalidInput(issues: readonly z.core.$ZodIssue[]): FinancingError {
  const { message, details } = describeIssues(issues);
  return new FinancingError(400, message, details, issues.slice(0, 5).map(describeIssue));
}

export const badRequest = (message: string, details = '') =>
  new FinancingError(400, message, details, [message]);

export const unauthorized = () =>
  new FinancingError(401, 'Sessão de financiamento expirada', 'Entre novamente no financiamento');

/** The bank session (product backend calls) is missing or over. */
export const bankSessionExpired = () =>
  new FinancingError(
    401,
    'Sessão expirada. Entre novamente',
    'O token de acesso do banco é inválido ou expirou',
  );

export const wrongLogin = () =>
  new FinancingError(401, 'E-mail ou senha inválidos', 'Credencial inválida ou expirada');

/** The smartPhoneFinancing flag is off for this customer: no new financing (the bank's 40290). */
export const financingNotOffered = () =>
  new FinancingError(
    403,
    'Financiamento indisponível para a sua conta no momento',
    'O financiamento de smartphone não está disponível para este cliente',
    undefined,
    BankCode.ProductUnavailable,
  );

export const notYourCpf = () =>
  new FinancingError(403, 'CPF não corresponde ao cliente autenticado', 'Use o CPF do cliente autenticado');

export const contractingNotFound = () =>
  new FinancingError(
    404,
    'Contratação não encontrada',
    'Nenhuma contratação com esta chave para este cliente',
  );

export const notFound = (message: string, details = '') => new FinancingError(404, message, details);

export const wrongStatus = (status: string, what: string) =>
  new FinancingError(409, `Operação não permitida com a contratação em ${status}`, what);

export const fileTooLarge = () =>
  new FinancingError(413, 'Arquivo grande demais', 'A selfie pode ter até 2 MB');

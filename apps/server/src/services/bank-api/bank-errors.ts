import { type BankFailure, failure } from './bank-answer.ts';

// TODO move to core: the code catalogue belongs in @carteira/core/errors once it exists there.
/** The codes this server answers with, their HTTP status and the pt-BR message the customer may see. */
export const BANK_CODES = {
  ENVELOPE_REFUSED: { code: 40000, status: 400, message: 'Requisição inválida' },
  VALIDATION: { code: 40007, status: 400, message: 'Dados inválidos' },
  SAME_ACCOUNT: { code: 40010, status: 400, message: 'A conta de destino é a mesma de origem' },
  DUPLICATE_IDEMPOTENCY: {
    code: 40044,
    status: 409,
    message: 'Chave de idempotência já usada em outra requisição',
  },
  SESSION_EXPIRED: { code: 40100, status: 401, message: 'Sessão expirada. Entre novamente' },
  NOT_FOUND_PATH: { code: 40400, status: 404, message: 'Serviço não encontrado' },
  ACCOUNT_NOT_FOUND: { code: 40401, status: 404, message: 'Conta não encontrada' },
  CEP_NOT_FOUND: { code: 40402, status: 404, message: 'CEP não encontrado' },
  TRANSACTION_NOT_FOUND: { code: 40403, status: 404, message: 'Transação não encontrada' },
  CUSTOMER_NOT_FOUND: { code: 40404, status: 404, message: 'Cliente não encontrado' },
  WRONG_PIN: { code: 10007, status: 400, message: 'PIN incorreto' },
  PIN_BLOCKED: { code: 10008, status: 423, message: 'PIN bloqueado após 5 tentativas incorretas' },
  INSUFFICIENT_BALANCE: { code: 17000, status: 400, message: 'Saldo insuficiente' },
  PASSWORD_BLOCKED: { code: 47028, status: 423, message: 'Senha inválida. Sua senha foi bloqueada' },
  WRONG_LOGIN: { code: 47029, status: 400, message: 'CPF ou senha inválidos' },
  INTERNAL: { code: 50000, status: 500, message: 'Erro interno. Tente novamente mais tarde' },
} as const;

export type BankCodeName = keyof typeof BANK_CODES;

export interface BankErrorOptions {
  /** A more precise pt-BR message than the catalogue's (never internal detail). */
  message?: string;
  /** Extra text for the customer (never internal detail). */
  details?: string;
  /**
   * Keep the work done before the refusal (commit it) instead of rolling it back: a wrong PIN keeps
   * its failure count. Money is never moved before a refusal, so nothing else is ever kept.
   */
  keep?: boolean;
}

/** An expected refusal: it becomes a `success: false` answer with a stable code. */
export class BankError extends Error {
  readonly status: number;
  readonly code: number;
  readonly details: string | undefined;
  readonly keep: boolean;

  constructor(name: BankCodeName, options: BankErrorOptions = {}) {
    const entry = BANK_CODES[name];
    super(options.message ?? entry.message);
    this.name = 'BankError';
    this.status = entry.status;
    this.code = entry.code;
    this.details = options.details;
    this.keep = options.keep ?? false;
  }

  toAnswer(): BankFailure {
    return failure(this.status, this.code, this.message, this.details);
  }
}

export function bankFailure(name: BankCodeName, details?: string): BankFailure {
  const entry = BANK_CODES[name];
  return failure(entry.status, entry.code, entry.message, details);
}

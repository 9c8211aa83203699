import {
  BankCode,
  type BankFailure,
  type ErrorKey,
  errorMessage,
  messageForCode,
  readBankAnswer,
} from '@carteira/core/errors';
import { BankError, type NewDeviceChallenge } from './bank-error.ts';

export type Answer<T> =
  | { ok: true; result: T }
  | { ok: false; status: number; code: number; error: BankError };

/**
 * The message keys of a failure. Pages show catalogue texts only: where the catalogue's rule would
 * show a server-written text, the code's key (or 'try again later') is used instead.
 */
function messageKeysOf(failure: BankFailure | null): { key: ErrorKey; detailKey?: ErrorKey } {
  const message = errorMessage(failure);
  if (message.kind === 'key') return message;
  const fallback = messageForCode(failure?.code);
  return fallback.kind === 'key' ? fallback : { key: 'error.tryAgainLater' };
}

function errorOf(failure: BankFailure, challenge?: NewDeviceChallenge): BankError {
  const { key, detailKey } = messageKeysOf(failure);
  return new BankError(
    failure.code ?? 0,
    failure.status,
    key,
    detailKey,
    failure.retryAfterSeconds,
    challenge,
  );
}

/** The challenge of a 40123 answer, when it carries one. */
function challengeOf(raw: unknown): NewDeviceChallenge | undefined {
  const error = (raw as { error?: Record<string, unknown> } | null)?.error;
  const key = error?.chaveDeDesafio;
  const phone = error?.celularMascarado;
  return typeof key === 'string' && typeof phone === 'string'
    ? { chaveDeDesafio: key, celularMascarado: phone }
    : undefined;
}

/** Reads an opened gateway answer through core's answer handling. */
export function readAnswer<T>(raw: unknown): Answer<T> {
  const answer = readBankAnswer<T>(raw);
  if (answer.ok) return { ok: true, result: answer.data };
  return {
    ok: false,
    status: answer.status,
    code: answer.code ?? 0,
    error: errorOf(answer, answer.code === BankCode.NewDeviceLogin ? challengeOf(raw) : undefined),
  };
}

/** Nothing came back after the retries. */
export function noResponseError(): BankError {
  return errorOf({ ok: false, status: 500, noResponse: true });
}

export const CODE_SESSION_EXPIRED = BankCode.SessionExpired;
export const CODE_INVALID_REQUEST = BankCode.InvalidRequest;

import type { ErrorKey } from '@carteira/core/errors';

/** Message keys of the web app beyond core's catalogue. */
export type WebErrorKey = 'error.noAccount' | 'error.insecureOrigin';

export type BankErrorKey = ErrorKey | WebErrorKey;

/** What a 40123 (login from a device not yet trusted) carries: the challenge and where its code goes. */
export interface NewDeviceChallenge {
  chaveDeDesafio: string;
  celularMascarado: string;
}

/** A bank call that did not succeed: the code and status for logic, the message keys for the page. */
export class BankError extends Error {
  constructor(
    readonly code: number,
    readonly status: number,
    readonly messageKey: BankErrorKey,
    readonly detailKey?: BankErrorKey,
    /** When a lock or a limit ends (47028, 46001), as the server said. */
    readonly retryAfterSeconds?: number,
    /** 40123: the new-device challenge to confirm at /newDeviceAlert. */
    readonly challenge?: NewDeviceChallenge,
  ) {
    super(`bank error ${code}`);
    this.name = 'BankError';
  }
}

export function isBankError(error: unknown): error is BankError {
  return error instanceof BankError;
}

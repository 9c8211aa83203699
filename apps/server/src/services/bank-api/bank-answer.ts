/** What every bank call answers (docs/bank-api.md): sealed by the gateway as it is. */
export type BankAnswer =
  | { success: true; status: 200; result: unknown }
  | {
      success: false;
      status: number;
      /** retryAfterSeconds: when a lock or a limit ends (47028, 46001). */
      error: {
        code: number;
        message: string;
        details?: string;
        retryAfterSeconds?: number;
        /** 40123: the new-device challenge the app confirms at /newDeviceAlert. */
        chaveDeDesafio?: string;
        celularMascarado?: string;
      };
    };

export type BankFailure = Extract<BankAnswer, { success: false }>;

export function ok(result: unknown): BankAnswer {
  return { success: true, status: 200, result };
}

export function failure(
  status: number,
  code: number,
  message: string,
  details?: string,
  retryAfterSeconds?: number,
): BankFailure {
  const error: BankFailure['error'] = details ? { code, message, details } : { code, message };
  if (retryAfterSeconds !== undefined) error.retryAfterSeconds = retryAfterSeconds;
  return { success: false, status, error };
}

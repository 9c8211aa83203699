/** What every bank call answers (docs/bank-api.md): sealed by the gateway as it is. */
export type BankAnswer =
  | { success: true; status: 200; result: unknown }
  | { success: false; status: number; error: { code: number; message: string; details?: string } };

export type BankFailure = Extract<BankAnswer, { success: false }>;

export function ok(result: unknown): BankAnswer {
  return { success: true, status: 200, result };
}

export function failure(status: number, code: number, message: string, details?: string): BankFailure {
  return { success: false, status, error: details ? { code, message, details } : { code, message } };
}

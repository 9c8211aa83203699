import type { Executor } from '../../bank-database.ts';
import { CREDENTIAL_LIMITS } from './credential-limits.ts';
import { wrongCode } from './credentials.errors.ts';
import { insertAttempt, lockNewestCode, recordCodeTry, spendCode } from './credentials.repository.ts';
import type { CodePurpose } from './credentials.table.ts';
import { codeMatches } from './otp.ts';

export interface CheckCodeInput {
  purpose: CodePurpose;
  action: string;
  cpfKey: string;
  code: string;
  now: Date;
  serverKey: string;
}

/**
 * Checks a code against the newest usable one of this CPF key and purpose, in the caller's
 * transaction (the row stays locked, so parallel guesses queue and the tries never pass 5). A wrong
 * code counts a try; any refusal is 23003 and is audited. Returns the code's row, not yet spent.
 */
export async function checkCode(trx: Executor, input: CheckCodeInput) {
  const row = await lockNewestCode(
    trx,
    input.cpfKey,
    input.purpose,
    input.now,
    CREDENTIAL_LIMITS.triesPerCode,
  );
  const matches = row ? codeMatches(input.code, row.id, row.code_hash, input.serverKey) : false;
  if (!row || !matches || !row.customer_id) {
    if (row) await recordCodeTry(trx, row.id);
    await insertAttempt(trx, {
      at: input.now,
      action: input.action,
      cpfKey: input.cpfKey,
      customerId: row?.customer_id ?? null,
      outcome: row ? 'wrong-code' : 'no-usable-code',
    });
    throw wrongCode();
  }
  return { id: row.id, customerId: row.customer_id };
}

export function spend(trx: Executor, codeId: string, now: Date): Promise<void> {
  return spendCode(trx, codeId, now);
}

import { DEV_CPF_HASH_KEY } from '../../../../platform/config.ts';
import { keyedHash } from '../../../../platform/keyed-hash.ts';

/**
 * The server key CPFs are hashed under in counters and limits (config.cpfHashKey, CPF_HASH_KEY). One
 * per process: the bank API sets it when it registers, before any call, so helpers that take only a
 * database and a CPF (liftPasswordLock) reach the same rows as the login.
 */
let currentKey = DEV_CPF_HASH_KEY;

export function useCpfHashKey(key: string): void {
  currentKey = key;
}

/** The keyed hash of a CPF in a scope ('login', 'otp-sms', ...): what the tables store instead. */
export function cpfKey(scope: string, cpf: string): string {
  return keyedHash(currentKey, scope, cpf);
}

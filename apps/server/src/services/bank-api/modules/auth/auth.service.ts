import { AccountStatusId } from '@carteira/core/status';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { Db, Executor } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { listCustomerAccounts } from '../account/account.repository.ts';
import { BANK_NAME } from '../account/bank-identity.ts';
import { deviceForLogin } from '../device/device.service.ts';
import type { DeviceMetadata } from '../device/device-metadata.ts';
import { accountClosed, passwordBlocked, sessionExpired, wrongLogin } from './auth.errors.ts';
import { findCustomerByCpf, findCustomerById, revokeSession } from './auth.repository.ts';
import { cpfKey } from './cpf-key.ts';
import { limitPerCpf } from './cpf-limit.ts';
import {
  countLoginAttempt,
  purgeLoginGuards,
  settleRightPassword,
  settleWrongPassword,
} from './login-guard.ts';
import { LOGIN_SCOPE } from './login-lock.ts';
import { dummyPasswordHash, verifyPassword } from './password-hash.ts';
import { type IssuedToken, openSession } from './session.service.ts';

/** Login calls per CPF: 20 at once, refilled at 10 a minute (429 / 46001 beyond). */
export const LOGIN_BUCKET = { scope: 'login', capacity: 20, perMinute: 10 } as const;

export interface LoginResult extends IssuedToken {
  chaveDeCliente: string;
  nome: string;
  contas: Array<{ chaveDeConta: string; agencia: string; numero: string; banco: string }>;
}

/**
 * CPF and password -> a session. Every CPF, a customer's or not, is counted alike under its keyed
 * hash: the call is limited per CPF (LOGIN_BUCKET), then counted before the password is checked
 * (login-guard.ts), so five wrong passwords lock the login for 30 minutes (doubling on repeat) however
 * many guesses run at once; a right password forgives only the wrong ones answered before it was
 * counted, never the guesses of a burst still being checked. An unknown CPF costs the same scrypt work
 * and gets the same answers.
 */
export async function login(
  deps: BankDeps,
  cpf: string,
  senha: string,
  device: DeviceMetadata,
): Promise<LoginResult> {
  const { db } = deps;
  const now = deps.now();
  const key = cpfKey(LOGIN_SCOPE, cpf);
  await limitPerCpf(db, LOGIN_BUCKET, cpf, now);
  const attempt = await countLoginAttempt(db, key, now);
  if (!attempt.admitted) throw passwordBlocked(attempt.lockedUntil, now);
  const customer = await findCustomerByCpf(db, cpf);
  const valid = await verifyPassword(senha, customer?.password_hash ?? (await dummyPasswordHash()));
  if (!customer || !valid) {
    await settleWrongPassword(db, key);
    if (attempt.lockedUntil) {
      await purgeLoginGuards(db, now);
      throw passwordBlocked(attempt.lockedUntil, now);
    }
    throw wrongLogin();
  }
  return withTransaction(db, async (trx) => {
    await settleRightPassword(trx, key, attempt, now);
    const accounts = await listCustomerAccounts(trx, customer.id);
    // A customer whose every account is closed keeps the history but signs in no more (decision 0019).
    if (accounts.length > 0 && accounts.every((a) => a.status === AccountStatusId.Closed))
      throw accountClosed();
    // a device not yet trusted answers 40123 here (its challenge and the settled password commit)
    const deviceId = await deviceForLogin(trx, customer, device, deps.now());
    return loginAnswer(trx, deps, customer.id, deviceId);
  });
}

/** A session on the device and what a login answers: the token, the customer and their accounts. */
export async function loginAnswer(
  trx: Executor,
  deps: BankDeps,
  customerId: string,
  deviceId: string,
): Promise<LoginResult> {
  const customer = await findCustomerById(trx, customerId);
  if (!customer) throw wrongLogin();
  const token = await openSession(trx, customer.id, deps.now(), deps.config.sessionMinutes, deviceId);
  const accounts = await listCustomerAccounts(trx, customer.id);
  return {
    ...token,
    chaveDeCliente: customer.id,
    nome: customer.nome,
    contas: accounts.map((a) => ({
      chaveDeConta: a.id,
      agencia: a.agencia ?? '',
      numero: a.numero ?? '',
      banco: BANK_NAME,
    })),
  };
}

/** A new token for the same customer; the presented one is revoked in the same transaction. */
export async function renew(deps: BankDeps, session: BankSession): Promise<IssuedToken> {
  return withTransaction(deps.db, async (trx) => {
    if (!(await revokeSession(trx, session.sessionId, deps.now()))) throw sessionExpired();
    return openSession(trx, session.customerId, deps.now(), deps.config.sessionMinutes, session.deviceId);
  });
}

export async function logout(db: Db, session: BankSession, now: Date): Promise<Record<string, never>> {
  await revokeSession(db, session.sessionId, now);
  return {};
}

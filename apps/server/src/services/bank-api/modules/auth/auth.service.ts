import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { Db } from '../../../../tables.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { listCustomerAccounts } from '../account/account.repository.ts';
import { BANK_NAME } from '../account/bank-identity.ts';
import { passwordBlocked, sessionExpired, wrongLogin } from './auth.errors.ts';
import {
  findCustomerByCpf,
  recordPasswordFailure,
  resetPasswordFailures,
  revokeSession,
} from './auth.repository.ts';
import { dummyPasswordHash, verifyPassword } from './password-hash.ts';
import { type IssuedToken, openSession } from './session.service.ts';

export interface LoginResult extends IssuedToken {
  chaveDeCliente: string;
  nome: string;
  contas: Array<{ chaveDeConta: string; agencia: string; numero: string; banco: string }>;
}

/**
 * CPF and password -> a session. An unknown CPF answers exactly like a wrong password, after the same
 * scrypt work. Five wrong passwords in a row block the login (47028) until the sandbox is reset.
 */
export async function login(deps: BankDeps, cpf: string, senha: string): Promise<LoginResult> {
  const { db } = deps;
  const customer = await findCustomerByCpf(db, cpf);
  if (!customer) {
    await verifyPassword(senha, await dummyPasswordHash());
    throw wrongLogin();
  }
  const valid = await verifyPassword(senha, customer.password_hash);
  if (customer.password_blocked) throw passwordBlocked();
  if (!valid) {
    const blocked = await recordPasswordFailure(db, customer.id);
    throw blocked ? passwordBlocked() : wrongLogin();
  }
  return withTransaction(db, async (trx) => {
    await resetPasswordFailures(trx, customer.id);
    const token = await openSession(trx, customer.id, deps.now(), deps.config.sessionMinutes);
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
  });
}

/** A new token for the same customer; the presented one is revoked in the same transaction. */
export async function renew(deps: BankDeps, session: BankSession): Promise<IssuedToken> {
  return withTransaction(deps.db, async (trx) => {
    if (!(await revokeSession(trx, session.sessionId, deps.now()))) throw sessionExpired();
    return openSession(trx, session.customerId, deps.now(), deps.config.sessionMinutes);
  });
}

export async function logout(db: Db, session: BankSession, now: Date): Promise<Record<string, never>> {
  await revokeSession(db, session.sessionId, now);
  return {};
}

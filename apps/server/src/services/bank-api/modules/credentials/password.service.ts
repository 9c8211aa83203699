import { NEW_PASSWORD_PROBLEM_TEXT, newPasswordProblem } from '@carteira/core/br';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { liftPasswordLock } from '../auth/login-lock.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { checkCode, spend } from './code-check.ts';
import { issueCode } from './code-issue.ts';
import type { CodeChannel } from './code-sender.ts';
import { CREDENTIAL_LIMITS } from './credential-limits.ts';
import { passwordRefused, tryLater, wrongCurrentPassword } from './credentials.errors.ts';
import {
  countOutcomes,
  findCustomerByCpf,
  findCustomerById,
  insertAttempt,
  revokeSessions,
  setPasswordHash,
} from './credentials.repository.ts';
import { cpfKey } from './otp.ts';
import { requireCodeSender, sendCode } from './send-code.ts';

/** The password as stored: whitespace removed, as the app's mask does (wallet.md section 5). */
function checkedNewPassword(novaSenha: string, cpf: string): string {
  const problem = newPasswordProblem(novaSenha, cpf);
  if (problem) throw passwordRefused(NEW_PASSWORD_PROBLEM_TEXT[problem]);
  return novaSenha.replace(/\s/g, '');
}

/** The answer to a code request: the same whether or not the CPF is a customer's. */
export interface CodeRequested {
  enviado: true;
  canal: CodeChannel;
  validadeSegundos: number;
}

/**
 * usuarios/solicitar-reset-senha-por-token(-sms): a code to the registered e-mail or phone. An unknown
 * CPF gets the same answer after the same work (a code row, an audit row) and nothing is sent.
 */
export async function requestPasswordReset(
  deps: BankDeps,
  cpf: string,
  channel: CodeChannel,
): Promise<CodeRequested> {
  requireCodeSender(deps);
  const now = deps.now();
  const key = cpfKey(cpf, deps.config.pinPepper);
  const message = await withTransaction(deps.db, async (trx) =>
    issueCode(trx, {
      purpose: 'password-reset',
      action: 'password-reset-code',
      cpfKey: key,
      customer: await findCustomerByCpf(trx, cpf),
      channel,
      now,
      serverKey: deps.config.pinPepper,
    }),
  );
  await sendCode(deps, message);
  return { enviado: true, canal: channel, validadeSegundos: CREDENTIAL_LIMITS.codeTtlMs / 1000 };
}

/**
 * usuarios/alterar-senha-usuario-por-token: CPF, the code and a new password. It lifts the login's
 * password lock and ends every open session (someone else may hold one).
 */
export async function resetPassword(
  deps: BankDeps,
  input: { cpf: string; code: string; novaSenha: string },
): Promise<Record<string, never>> {
  const now = deps.now();
  const key = cpfKey(input.cpf, deps.config.pinPepper);
  const senha = checkedNewPassword(input.novaSenha, input.cpf);
  const passwordHash = await hashPassword(senha);
  await withTransaction(deps.db, async (trx) => {
    const code = await checkCode(trx, {
      purpose: 'password-reset',
      action: 'password-reset',
      cpfKey: key,
      code: input.code,
      now,
      serverKey: deps.config.pinPepper,
    });
    await spend(trx, code.id, now);
    await setPasswordHash(trx, code.customerId, passwordHash);
    await liftPasswordLock(trx, input.cpf);
    await revokeSessions(trx, code.customerId, now);
    await insertAttempt(trx, {
      at: now,
      action: 'password-reset',
      cpfKey: key,
      customerId: code.customerId,
      outcome: 'ok',
    });
  });
  return {};
}

/** Refuses with 46001 once the customer typed 5 wrong current passwords in the hour. */
export async function refuseAfterWrongPasswords(deps: BankDeps, key: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CREDENTIAL_LIMITS.windowMs);
  const wrong = await countOutcomes(deps.db, key, 'wrong-password', since);
  if (wrong >= CREDENTIAL_LIMITS.wrongPasswordsPerHour) {
    throw tryLater('Muitas tentativas com a senha errada. Tente novamente em 1 hora');
  }
}

/**
 * usuarios/alterar-senha-acesso-cliente: the current password, then the new one. The customer's
 * other sessions end; this one stays.
 */
export async function changePassword(
  deps: BankDeps,
  session: BankSession,
  input: { senhaAtual: string; novaSenha: string },
): Promise<Record<string, never>> {
  const now = deps.now();
  const customer = await findCustomerById(deps.db, session.customerId);
  if (!customer) throw wrongCurrentPassword();
  const key = cpfKey(customer.cpf, deps.config.pinPepper);
  const audit = (outcome: string) =>
    insertAttempt(deps.db, {
      at: now,
      action: 'password-change',
      cpfKey: key,
      customerId: customer.id,
      outcome,
    });
  await refuseAfterWrongPasswords(deps, key, now);
  if (!(await verifyPassword(input.senhaAtual, customer.password_hash))) {
    await audit('wrong-password');
    throw wrongCurrentPassword();
  }
  const senha = checkedNewPassword(input.novaSenha, customer.cpf);
  if (await verifyPassword(senha, customer.password_hash)) {
    throw passwordRefused('A nova senha deve ser diferente da atual');
  }
  const passwordHash = await hashPassword(senha);
  await withTransaction(deps.db, async (trx) => {
    await setPasswordHash(trx, customer.id, passwordHash);
    await revokeSessions(trx, customer.id, now, session.sessionId);
  });
  await audit('ok');
  return {};
}

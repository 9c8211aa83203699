import { isGuessablePin, maskEmail } from '@carteira/core/br';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { Executor } from '../../bank-database.ts';
import { BankError } from '../../bank-errors.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { hashPin, verifyPin } from '../auth/pin-hash.ts';
import { cardsFollowAccountPin } from '../cards/cards.repository.ts';
import { checkCode, spend } from './code-check.ts';
import { issueCode } from './code-issue.ts';
import type { CodeChannel } from './code-sender.ts';
import { CREDENTIAL_LIMITS } from './credential-limits.ts';
import { accountNotFound, pinRefused, wrongCurrentPassword } from './credentials.errors.ts';
import { findCustomerById, insertAttempt, replacePin } from './credentials.repository.ts';
import { cpfKey } from './otp.ts';
import { refuseAfterWrongPasswords } from './password.service.ts';
import { requireCodeSender, sendCode } from './send-code.ts';

async function ownAccountAndCustomer(deps: BankDeps, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(deps.db, session.customerId, accountId);
  const customer = account ? await findCustomerById(deps.db, session.customerId) : undefined;
  if (!account || !customer) throw accountNotFound();
  return { customer, key: cpfKey(customer.cpf, deps.config.pinPepper) };
}

/** A new PIN: 4 digits (the schema), not a guessable one, not the one it replaces. */
async function checkedNewPin(trx: Executor, accountId: string, novoPin: string, pepper: string) {
  if (isGuessablePin(novoPin)) throw pinRefused('o novo PIN não pode ter números repetidos ou em sequência');
  const current = await trx
    .selectFrom('account_pin')
    .select('pin_hash')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (current && (await verifyPin(accountId, novoPin, current.pin_hash, pepper))) {
    throw pinRefused('o novo PIN deve ser diferente do atual');
  }
  return hashPin(accountId, novoPin, pepper);
}

/**
 * conta/trocar-pin-conta-sync-pin-cartoes: the current PIN, then the new one, which every card of the
 * account takes too (a PIN a card was given of its own is dropped). A wrong current PIN counts toward
 * the PIN's block like any other (10007, then 10008).
 */
export async function changePin(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; pinAtual: string; novoPin: string },
): Promise<Record<string, never>> {
  const now = deps.now();
  const { customer, key } = await ownAccountAndCustomer(deps, session, input.chaveDeConta);
  const pepper = deps.config.pinPepper;
  await withTransaction(deps.db, async (trx) => {
    const audit = (outcome: string) =>
      insertAttempt(trx, { at: now, action: 'pin-change', cpfKey: key, customerId: customer.id, outcome });
    try {
      await checkAccountPin(trx, input.chaveDeConta, input.pinAtual, pepper);
    } catch (err) {
      if (err instanceof BankError) await audit(err.code === 10007 ? 'wrong-pin' : 'pin-blocked');
      throw err;
    }
    await replacePin(
      trx,
      input.chaveDeConta,
      await checkedNewPin(trx, input.chaveDeConta, input.novoPin, pepper),
    );
    await cardsFollowAccountPin(trx, input.chaveDeConta);
    await audit('ok');
  });
  return {};
}

export interface PinCodeSent {
  enviado: true;
  canal: CodeChannel;
  /** Where it went, masked: (11) *****-4321 or aXXXXa@example.com. */
  destinoMascarado: string;
  validadeSegundos: number;
}

function masked(
  customer: { email: string | null; telefone_numero: string | null; telefone_ddd: string | null },
  channel: CodeChannel,
) {
  if (channel === 'email') return customer.email ? maskEmail(customer.email) : '';
  const number = customer.telefone_numero ?? '';
  return `(${customer.telefone_ddd ?? ''}) *****-${number.slice(-4)}`;
}

/** token/gerar-2fa-alteracao-pin-conta: a code to the customer's phone (2) or e-mail (3). */
export async function requestPinReset(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; channel: CodeChannel },
): Promise<PinCodeSent> {
  requireCodeSender(deps);
  const now = deps.now();
  const { customer, key } = await ownAccountAndCustomer(deps, session, input.chaveDeConta);
  const message = await withTransaction(deps.db, (trx) =>
    issueCode(trx, {
      purpose: 'pin-reset',
      action: 'pin-reset-code',
      cpfKey: key,
      customer,
      channel: input.channel,
      now,
      serverKey: deps.config.pinPepper,
    }),
  );
  if (!message) throw pinRefused('não há contato cadastrado para este canal');
  await sendCode(deps, message);
  return {
    enviado: true,
    canal: input.channel,
    destinoMascarado: masked(customer, input.channel),
    validadeSegundos: CREDENTIAL_LIMITS.codeTtlMs / 1000,
  };
}

/**
 * conta/alterar-pin-conta-por-token-sync-pin-cartoes: the forgotten PIN. The login password, the
 * code and the new PIN, which the account's cards take too; it also lifts a PIN blocked after 5 wrong tries.
 */
export async function resetPin(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; senha: string; code: string; novoPin: string },
): Promise<Record<string, never>> {
  const now = deps.now();
  const { customer, key } = await ownAccountAndCustomer(deps, session, input.chaveDeConta);
  await refuseAfterWrongPasswords(deps, key, now);
  if (!(await verifyPassword(input.senha, customer.password_hash))) {
    await insertAttempt(deps.db, {
      at: now,
      action: 'pin-reset',
      cpfKey: key,
      customerId: customer.id,
      outcome: 'wrong-password',
    });
    throw wrongCurrentPassword();
  }
  const pepper = deps.config.pinPepper;
  await withTransaction(deps.db, async (trx) => {
    const code = await checkCode(trx, {
      purpose: 'pin-reset',
      action: 'pin-reset',
      cpfKey: key,
      code: input.code,
      now,
      serverKey: pepper,
    });
    const pinHash = await checkedNewPin(trx, input.chaveDeConta, input.novoPin, pepper);
    await spend(trx, code.id, now);
    await replacePin(trx, input.chaveDeConta, pinHash);
    await cardsFollowAccountPin(trx, input.chaveDeConta);
    await insertAttempt(trx, {
      at: now,
      action: 'pin-reset',
      cpfKey: key,
      customerId: customer.id,
      outcome: 'ok',
    });
  });
  return {};
}

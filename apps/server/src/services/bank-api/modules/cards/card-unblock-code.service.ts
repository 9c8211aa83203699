import { maskEmail } from '@carteira/core/br';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { Executor } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { checkCode, spend } from '../credentials/code-check.ts';
import { issueCode } from '../credentials/code-issue.ts';
import type { CodeChannel } from '../credentials/code-sender.ts';
import { CREDENTIAL_LIMITS } from '../credentials/credential-limits.ts';
import { findCustomerById } from '../credentials/credentials.repository.ts';
import { cpfKey } from '../credentials/otp.ts';
import { requireCodeSender, sendCode } from '../credentials/send-code.ts';
import { cardNotFound, invalidCardRequest } from './cards.errors.ts';
import { findOwnedCard } from './cards.repository.ts';

/** The customer and the CPF key their codes are filed under; `db` is the caller's transaction when in one. */
async function holder(db: Executor, deps: BankDeps, session: BankSession) {
  const customer = await findCustomerById(db, session.customerId);
  if (!customer) throw invalidCardRequest('cliente não encontrado');
  return { customer, key: cpfKey(customer.cpf, deps.config.pinPepper) };
}

/**
 * token/gerar-2fa-alteracao-pin-cartao: a one-time code to the phone (2) or e-mail (3), to unblock the
 * card that arrived (its PIN becomes the account's) or to give a card a new PIN (alterar-senha-por-token). Same limits as every code: one a minute, 5 an hour.
 */
export async function requestCardUnblockCode(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeCartao: string; channel: CodeChannel },
) {
  requireCodeSender(deps);
  const card = await findOwnedCard(deps.db, session.customerId, input.chaveDeCartao);
  // Another customer's card answers as every card path does (404 / 40406), before any other check.
  if (!card) throw cardNotFound();
  const { customer, key } = await holder(deps.db, deps, session);
  const now = deps.now();
  const message = await withTransaction(deps.db, (trx) =>
    issueCode(trx, {
      purpose: 'card-unblock',
      action: 'card-unblock-code',
      cpfKey: key,
      customer,
      channel: input.channel,
      now,
      serverKey: deps.config.pinPepper,
    }),
  );
  if (!message) throw invalidCardRequest('não há contato cadastrado para este canal');
  await sendCode(deps, message);
  return {
    enviado: true,
    canal: input.channel,
    destinoMascarado:
      input.channel === 'email'
        ? maskEmail(customer.email ?? '')
        : `(${customer.telefone_ddd ?? ''}) *****-${(customer.telefone_numero ?? '').slice(-4)}`,
    validadeSegundos: CREDENTIAL_LIMITS.codeTtlMs / 1000,
  };
}

/**
 * Checks and spends the code of token/gerar-2fa-alteracao-pin-cartao in the caller's transaction (a
 * wrong one counts a try: 23003): the arrival unblock, or a new card PIN (action names the audit row).
 */
export async function spendCardUnblockCode(
  trx: Executor,
  deps: BankDeps,
  session: BankSession,
  code: string,
  action: 'card-unblock' | 'card-pin-reset' = 'card-unblock',
) {
  const { key } = await holder(trx, deps, session);
  const now = deps.now();
  const row = await checkCode(trx, {
    purpose: 'card-unblock',
    action,
    cpfKey: key,
    code,
    now,
    serverKey: deps.config.pinPepper,
  });
  await spend(trx, row.id, now);
}

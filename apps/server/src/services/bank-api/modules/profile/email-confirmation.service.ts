import { maskEmail } from '@carteira/core/br';
import { RegistrationStatusId } from '@carteira/core/status';
import {
  confirmOpeningEmail,
  type OpeningEmailOutcome,
  openingEmail,
  sendOpeningEmailCode,
} from '../../../onboarding-api/public.ts';
import { BankError } from '../../bank-errors.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { customerNotFound } from '../account/account.errors.ts';
import { noCodeSender } from '../credentials/code-sender.ts';
import { findProfile } from './profile.repository.ts';

/**
 * The e-mail confirmation after the account opened (wallet.md section 4: 13 VALIDATE_EMAIL comes after
 * REGISTRATION_COMPLETE; decision 0036): the logged-in customer confirms the e-mail given at opening
 * with the code the approval sent, or a new one. An e-mail changed since in the profile was proven by a
 * code sent to it, and counts as confirmed; so does an account opened another way.
 */
async function pendingEmail(deps: BankDeps, session: BankSession, clientKey: string) {
  if (clientKey !== session.customerId) throw customerNotFound();
  const profile = await findProfile(deps.db, session.customerId);
  if (!profile) throw customerNotFound();
  const opening = await openingEmail(deps.db, session.customerId);
  const pending =
    opening !== undefined &&
    !opening.confirmed &&
    opening.email.toLowerCase() === (profile.email ?? '').toLowerCase();
  return { pending, email: profile.email ?? '' };
}

/** cliente/verificar-status-cliente: 13 while the e-mail waits for its code, else 2 (complete). */
export async function clientStatus(deps: BankDeps, session: BankSession, clientKey: string) {
  const { pending, email } = await pendingEmail(deps, session, clientKey);
  return {
    statusCadastroClienteId: pending ? RegistrationStatusId.ValidateEmail : RegistrationStatusId.Complete,
    statusCadastroClienteDescricao: pending ? 'VALIDAR_EMAIL' : 'CADASTRO_COMPLETO',
    emailConfirmado: !pending,
    emailMascarado: email ? maskEmail(email) : '',
    pendencias: [],
  };
}

function refusal(outcome: OpeningEmailOutcome): never {
  switch (outcome.kind) {
    case 'wrong':
      throw new BankError('PIX_TOKEN_INVALID', {
        details: outcome.left > 0 ? `Restam ${outcome.left} tentativas` : 'Peça um novo código',
      });
    case 'tooSoon':
      throw new BankError('TRY_LATER', { details: 'Um código por minuto', retryAfterSeconds: 60 });
    default:
      throw new BankError('EMAIL_ALREADY_CONFIRMED');
  }
}

/** cliente/confirmacao-email/enviar: a new 6-digit code to the e-mail (one a minute; 409 40280 once confirmed). */
export async function sendEmailConfirmationCode(deps: BankDeps, session: BankSession, clientKey: string) {
  const { pending } = await pendingEmail(deps, session, clientKey);
  if (!pending) throw new BankError('EMAIL_ALREADY_CONFIRMED');
  const outcome = await sendOpeningEmailCode(
    { db: deps.db, sender: deps.codeSender ?? noCodeSender, pepper: deps.config.pinPepper },
    session.customerId,
    deps.now(),
  );
  if (outcome.kind !== 'sent') refusal(outcome);
  return { enviado: true, expiraEmSegundos: 300, emailMascarado: maskEmail(outcome.email) };
}

/** cliente/confirmacao-email: the code confirms the e-mail (a wrong one counts one of its 5 tries). */
export async function confirmEmailCode(
  deps: BankDeps,
  session: BankSession,
  clientKey: string,
  code: string,
) {
  const { pending } = await pendingEmail(deps, session, clientKey);
  if (!pending) return { emailConfirmado: true };
  const outcome = await confirmOpeningEmail(
    { db: deps.db, sender: deps.codeSender ?? noCodeSender, pepper: deps.config.pinPepper },
    session.customerId,
    code,
    deps.now(),
  );
  if (outcome.kind !== 'confirmed') refusal(outcome);
  return { emailConfirmado: true };
}

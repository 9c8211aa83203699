import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { isValidDdd, isValidMobilePhone } from '@carteira/core/br';
import { withTransaction } from '../../platform/database/transaction.ts';
import { type CodeMessage, type CodeSender, phoneTakenByOther } from '../bank-api/public.ts';
import { invalid, invalidDdd, phoneInUse, resendTooSoon, wrongCode, wrongStep } from './onboarding.errors.ts';
import {
  countAttempt,
  insertCode,
  latestCode,
  lockOnboarding,
  markCodeUsed,
  type OnboardingRow,
  updateOnboarding,
} from './onboarding.repository.ts';
import { callerOnboarding, inOnboarding } from './onboarding.service.ts';
import type { CodePurpose } from './onboarding.table.ts';
import type { OnboardingCaller } from './onboarding-auth.service.ts';
import type { Db, Executor } from './onboarding-database.ts';

// The code policy (the spec leaves it open; what Brazilian banks commonly do): 6 digits, valid for
// 5 minutes, 5 tries, a new one at most once a minute (46001 before that).
export const CODE_SECONDS = 300;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;

const TEXT: Record<CodePurpose, (code: string) => string> = {
  PHONE: (code) => `Carteira: ${code} é o seu código para abrir a conta. Não o informe a ninguém.`,
  TERMS: (code) =>
    `Carteira: ${code} é o seu código para assinar os termos da conta. Não o informe a ninguém.`,
  EMAIL: (code) =>
    `Carteira: ${code} é o código que confirma este e-mail na sua conta. Informe-o no app. Se não foi você, ignore esta mensagem.`,
};

function codeHash(pepper: string, codeId: string, code: string): string {
  return createHmac('sha256', pepper).update(`onboarding-code\u0000${codeId}\u0000${code}`).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

export function phoneDestination(row: Pick<OnboardingRow, 'telefone_ddd' | 'telefone_numero'>): string {
  return `+55${row.telefone_ddd}${row.telefone_numero}`;
}

/** Writes a new code for the onboarding inside the caller's transaction; returns the SMS to send after commit. */
async function issueCode(
  trx: Executor,
  row: OnboardingRow,
  purpose: CodePurpose,
  pepper: string,
  now: Date,
): Promise<CodeMessage> {
  const last = await latestCode(trx, row.id, purpose);
  if (last && now.getTime() - new Date(last.sent_at).getTime() < CODE_RESEND_SECONDS * 1000) {
    throw resendTooSoon();
  }
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertCode(trx, {
    id,
    onboardingId: row.id,
    purpose,
    codeHash: codeHash(pepper, id, code),
    now,
    expiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
  });
  return purpose === 'EMAIL'
    ? { channel: 'email', destino: row.email ?? '', text: TEXT[purpose](code) }
    : { channel: 'sms', destino: phoneDestination(row), text: TEXT[purpose](code) };
}

/**
 * Checks a code inside the caller's transaction: a wrong one counts a try (11012, with the tries left);
 * an expired, used or exhausted one is 11012 too. Throws a result to commit, so the count is kept.
 */
async function checkCode(
  trx: Executor,
  row: OnboardingRow,
  purpose: CodePurpose,
  code: string,
  pepper: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; left: number }> {
  const last = await latestCode(trx, row.id, purpose);
  if (!last || last.used_at || new Date(last.expires_at) <= now || last.attempts >= CODE_MAX_ATTEMPTS) {
    return { ok: false, left: 0 };
  }
  if (!sameHex(last.code_hash, codeHash(pepper, last.id, code))) {
    await countAttempt(trx, last.id);
    return { ok: false, left: CODE_MAX_ATTEMPTS - last.attempts - 1 };
  }
  await markCodeUsed(trx, last.id, now);
  return { ok: true };
}

function refusal(left: number) {
  return wrongCode(left > 0 ? `Restam ${left} tentativas` : 'Peça um novo código');
}

export interface CodeDeps {
  db: Db;
  sender: CodeSender;
  pepper: string;
}

/** onboarding/token: the mobile phone (ddd with or without its 0, numero), and a code sent to it by SMS. */
export async function sendPhoneCode(
  deps: CodeDeps,
  caller: OnboardingCaller,
  input: { ddd: string; numero: string },
  now: Date,
) {
  const ddd = input.ddd.replace(/^0/, '');
  if (ddd.length !== 2 || !isValidDdd(ddd)) throw invalidDdd();
  if (!isValidMobilePhone(`${ddd}${input.numero}`))
    throw invalid('Celular inválido', 'O celular tem 9 dígitos e começa com 9');
  const message = await inOnboarding(deps.db, caller, undefined, async (trx, row) => {
    if (row.password_hash) throw wrongStep('O celular já foi confirmado');
    if (await phoneTakenByOther(trx, ddd, input.numero)) throw phoneInUse();
    const changed = row.telefone_ddd !== ddd || row.telefone_numero !== input.numero;
    const updated = { ...row, telefone_ddd: ddd, telefone_numero: input.numero };
    if (changed) {
      await updateOnboarding(
        trx,
        row.id,
        { telefone_ddd: ddd, telefone_numero: input.numero, phone_verified_at: null },
        now,
      );
    }
    return issueCode(trx, updated, 'PHONE', deps.pepper, now);
  });
  await deps.sender.send(message);
  return {
    enviado: true,
    expiraEmSegundos: CODE_SECONDS,
    celularMascarado: `(${ddd}) *****-${input.numero.slice(-4)}`,
  };
}

/** onboarding/token/validar: the SMS code proves the phone. */
export async function validatePhoneCode(deps: CodeDeps, caller: OnboardingCaller, code: string, now: Date) {
  const result = await inOnboarding(deps.db, caller, undefined, async (trx, row) => {
    if (!row.telefone_numero) throw wrongStep('Informe o celular antes do código');
    const checked = await checkCode(trx, row, 'PHONE', code, deps.pepper, now);
    if (checked.ok) await updateOnboarding(trx, row.id, { phone_verified_at: now }, now);
    return checked;
  });
  if (!result.ok) throw refusal(result.left);
  return { validado: true };
}

/** token/gerar-2fa-assinatura-de-termo: a code by SMS to sign the terms, once everything else is there. */
export async function sendTermsCode(
  deps: CodeDeps,
  caller: OnboardingCaller,
  ready: (row: OnboardingRow) => void,
  now: Date,
) {
  const message = await inOnboarding(deps.db, caller, undefined, async (trx, row) => {
    ready(row);
    return issueCode(trx, row, 'TERMS', deps.pepper, now);
  });
  await deps.sender.send(message);
  return { enviado: true, expiraEmSegundos: CODE_SECONDS };
}

/** Checks the terms code inside a step's transaction; false (try counted) when wrong. */
export async function checkTermsCode(
  trx: Executor,
  row: OnboardingRow,
  code: string,
  pepper: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; left: number }> {
  return checkCode(trx, row, 'TERMS', code, pepper, now);
}

export { refusal as codeRefusal };

/** A code to the applicant's e-mail (cliente/confirmacao-email), inside the caller's transaction. */
export function issueEmailCode(trx: Executor, row: OnboardingRow, pepper: string, now: Date) {
  return issueCode(trx, row, 'EMAIL', pepper, now);
}

/**
 * Runs an e-mail step on the caller's onboarding, locked, also after the account opened (wallet.md
 * section 4: VALIDATE_EMAIL comes after REGISTRATION_COMPLETE); only once the application is approved.
 */
async function onApprovedOnboarding<T>(
  db: Db,
  caller: OnboardingCaller,
  step: (trx: Executor, row: OnboardingRow) => Promise<T>,
): Promise<T> {
  await callerOnboarding(db, caller);
  return withTransaction(db, async (trx) => {
    const row = await lockOnboarding(trx, caller.onboardingId as string);
    if (!row?.email || row.analysis_stage !== 'APPROVED') throw wrongStep('A conta ainda não foi aprovada');
    if (row.email_verified_at) throw wrongStep('O e-mail já foi confirmado');
    return step(trx, row);
  });
}

/** cliente/confirmacao-email/enviar: a new code to the e-mail (one a minute). */
export async function sendEmailCode(deps: CodeDeps, caller: OnboardingCaller, now: Date) {
  const message = await onApprovedOnboarding(deps.db, caller, (trx, row) =>
    issueCode(trx, row, 'EMAIL', deps.pepper, now),
  );
  await deps.sender.send(message);
  return { enviado: true, expiraEmSegundos: CODE_SECONDS };
}

/** cliente/confirmacao-email: the code sent to the e-mail confirms it (status 13 ends). */
export async function confirmEmail(deps: CodeDeps, caller: OnboardingCaller, code: string, now: Date) {
  const result = await onApprovedOnboarding(deps.db, caller, async (trx, row) => {
    const checked = await checkCode(trx, row, 'EMAIL', code, deps.pepper, now);
    if (checked.ok) await updateOnboarding(trx, row.id, { email_verified_at: now }, now);
    return checked;
  });
  if (!result.ok) throw refusal(result.left);
  return { emailConfirmado: true };
}

/**
 * The e-mail given when a customer opened the account through onboarding, and whether its code
 * confirmed it (wallet.md section 4: status 13 until then); undefined for an account opened another way.
 */
export async function openingEmail(
  db: Executor,
  customerId: string,
): Promise<{ email: string; confirmed: boolean } | undefined> {
  const row = await db
    .selectFrom('onboarding')
    .select(['email', 'email_verified_at'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row?.email) return undefined;
  return { email: row.email, confirmed: row.email_verified_at !== null };
}

/** What a customer's e-mail step came to (the bank's paths answer it in their own codes). */
export type OpeningEmailOutcome =
  | { kind: 'sent'; email: string }
  | { kind: 'confirmed' }
  | { kind: 'wrong'; left: number }
  | { kind: 'tooSoon' }
  | { kind: 'none' };

/** Runs an e-mail step on the customer's own onboarding row, locked; none when the e-mail is confirmed. */
async function onCustomerEmail(
  db: Db,
  customerId: string,
  step: (trx: Executor, row: OnboardingRow) => Promise<OpeningEmailOutcome>,
): Promise<OpeningEmailOutcome> {
  return withTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('onboarding')
      .select('id')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    const row = found ? await lockOnboarding(trx, found.id) : undefined;
    if (!row?.email) return { kind: 'none' };
    if (row.email_verified_at) return { kind: 'confirmed' };
    return step(trx, row);
  });
}

/**
 * The logged-in customer asks a new code for the e-mail given at opening (the bank's
 * cliente/confirmacao-email/enviar): the same code policy as the applicant's (one a minute).
 */
export async function sendOpeningEmailCode(
  deps: CodeDeps,
  customerId: string,
  now: Date,
): Promise<OpeningEmailOutcome> {
  let message: CodeMessage | undefined;
  const outcome = await onCustomerEmail(deps.db, customerId, async (trx, row) => {
    const last = await latestCode(trx, row.id, 'EMAIL');
    if (last && now.getTime() - new Date(last.sent_at).getTime() < CODE_RESEND_SECONDS * 1000)
      return { kind: 'tooSoon' };
    message = await issueCode(trx, row, 'EMAIL', deps.pepper, now);
    return { kind: 'sent', email: row.email ?? '' };
  });
  if (message) await deps.sender.send(message);
  return outcome;
}

/** The logged-in customer's code confirms the e-mail (the bank's cliente/confirmacao-email); a wrong one counts a try. */
export async function confirmOpeningEmail(
  deps: CodeDeps,
  customerId: string,
  code: string,
  now: Date,
): Promise<OpeningEmailOutcome> {
  // a repeat after the e-mail was confirmed finds it confirmed: the same answer
  return onCustomerEmail(deps.db, customerId, async (trx, row) => {
    const checked = await checkCode(trx, row, 'EMAIL', code, deps.pepper, now);
    if (!checked.ok) return { kind: 'wrong', left: checked.left };
    await updateOnboarding(trx, row.id, { email_verified_at: now }, now);
    return { kind: 'confirmed' };
  });
}

import { withTransaction } from '../../platform/database/transaction.ts';
import type { CodeMessage, CodeSender } from '../bank-api/public.ts';
import { type AnalystVerdict, KYC_PENDENCY, type OnboardingAnalyst } from './analyst.ts';
import { wrongStep } from './onboarding.errors.ts';
import { lockOnboarding, type OnboardingRow, updateOnboarding } from './onboarding.repository.ts';
import { inOnboarding } from './onboarding.service.ts';
import type { AnalysisRecord } from './onboarding.table.ts';
import type { OnboardingCaller } from './onboarding-auth.service.ts';
import { issueEmailCode, phoneDestination } from './onboarding-code.service.ts';
import type { Db, Executor } from './onboarding-database.ts';

/**
 * The bank's review of an application (decision 0029): once the terms are signed it goes to the
 * analyst (port analyst.ts). The analyst's answer for each stage comes due on the bank's clock: KYC
 * (status 3) first, then CAF (status 7); the outcome is approval (the account may open), pendencies
 * to fix (status 5) or a refusal (status 8). A stage whose minutes are 0 is settled at once. Every
 * outcome is told to the applicant by SMS; approval also sends the code that confirms the e-mail.
 */
export interface ReviewDeps {
  db: Db;
  analyst: OnboardingAnalyst;
  sender: CodeSender;
  pepper: string;
}

const MINUTE = 60_000;
const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);

const TOLD = {
  approved: 'Carteira: sua conta foi aprovada! Abra o app para criar a senha de 4 dígitos e começar a usar.',
  pendencies:
    'Carteira: precisamos de um ajuste no seu cadastro para aprovar a conta. Abra o app para ver o que corrigir.',
  refused: 'Carteira: não foi possível aprovar a abertura da sua conta. Abra o app para saber o motivo.',
} as const;

/** The application as the analyst receives it. */
async function verdictFor(analyst: OnboardingAnalyst, row: OnboardingRow, attempt: number) {
  return analyst.analyse({
    cpf: row.cpf,
    nome: row.nome,
    dataNascimento: row.data_nascimento,
    attempt,
    pep: row.person?.pessoaPoliticamenteExposta != null,
    declaredRg: row.person?.rg.numero ?? null,
    ocrRg: row.document?.ocr?.rgNumber ?? null,
  });
}

/** Sends the application (again) to the analyst, inside the caller's transaction; settles what is due at once. */
async function submit(
  trx: Executor,
  deps: ReviewDeps,
  row: OnboardingRow,
  verdict: AnalystVerdict,
  now: Date,
): Promise<CodeMessage[]> {
  const record: AnalysisRecord = { verdict, documentHashes: row.document?.hashes ?? {} };
  const patch = {
    analysis_stage: 'KYC' as const,
    analysis_due_at: later(now, verdict.kycMinutes),
    analysis_attempts: row.analysis_attempts + 1,
    analysis_verdict: JSON.stringify(record),
    analysis_told_at: null,
  };
  await updateOnboarding(trx, row.id, patch, now);
  return settleRow(trx, deps, { ...row, ...patch, analysis_verdict: record }, now);
}

/** cliente/assinar-termo, after the code: the terms signed and the application sent for review. */
export async function submitSigned(trx: Executor, deps: ReviewDeps, row: OnboardingRow, now: Date) {
  const verdict = await verdictFor(deps.analyst, row, row.analysis_attempts + 1);
  return submit(trx, deps, row, verdict, now);
}

/**
 * Moves a locked row through every stage whose answer is due by `now`; returns the messages to send
 * after commit. Idempotent: a row with nothing due is left as it is.
 */
export async function settleRow(
  trx: Executor,
  deps: ReviewDeps,
  row: OnboardingRow,
  now: Date,
): Promise<CodeMessage[]> {
  const record = row.analysis_verdict;
  if (!record || !row.analysis_due_at) return [];
  let stage = row.analysis_stage;
  let due: Date | null = new Date(row.analysis_due_at);
  if (stage === 'KYC' && due <= now) {
    const v = record.verdict;
    if (v.outcome === 'APPROVED') {
      stage = 'CAF';
      due = later(due, v.cafMinutes);
    } else {
      stage = v.outcome === 'PENDENCIES' ? 'PENDENCIES' : 'REFUSED';
      due = null;
    }
  }
  if (stage === 'CAF' && due && due <= now) {
    stage = 'APPROVED';
    due = null;
  }
  if (stage === row.analysis_stage) return [];
  const done = stage === 'APPROVED' || stage === 'PENDENCIES' || stage === 'REFUSED';
  await updateOnboarding(
    trx,
    row.id,
    { analysis_stage: stage, analysis_due_at: due, ...(done ? { analysis_told_at: now } : {}) },
    now,
  );
  if (!done) return [];
  const sms = (text: string): CodeMessage => ({ channel: 'sms', destino: phoneDestination(row), text });
  if (stage === 'PENDENCIES') return [sms(TOLD.pendencies)];
  if (stage === 'REFUSED') return [sms(TOLD.refused)];
  const messages = [sms(TOLD.approved)];
  if (row.email && !row.email_verified_at) messages.push(await issueEmailCode(trx, row, deps.pepper, now));
  return messages;
}

async function sendAll(sender: CodeSender, messages: readonly CodeMessage[]): Promise<void> {
  for (const message of messages) await sender.send(message);
}

/** Settles one onboarding now (the applicant opening the app, or the due-work runner). */
export async function settleOnboarding(deps: ReviewDeps, id: string, now: Date): Promise<void> {
  const messages = await withTransaction(deps.db, async (trx) => {
    const row = await lockOnboarding(trx, id);
    return row ? settleRow(trx, deps, row, now) : [];
  });
  await sendAll(deps.sender, messages);
}

/** The due-work runner's batch: applications whose analyst answer is due; how many were settled. */
export async function settleDueAnalyses(deps: ReviewDeps, now: Date, max: number): Promise<number> {
  const due = await deps.db
    .selectFrom('onboarding')
    .select('id')
    .where('analysis_stage', 'in', ['KYC', 'CAF'])
    .where('analysis_due_at', '<=', now)
    .orderBy('analysis_due_at')
    .limit(max)
    .execute();
  for (const { id } of due) await settleOnboarding(deps, id, now);
  return due.length;
}

/** Whether the analyst asked for a new document photo that has not been sent yet. */
export function documentToRedo(row: OnboardingRow): boolean {
  return (
    row.analysis_stage === 'PENDENCIES' &&
    (row.analysis_verdict?.verdict.outcome === 'PENDENCIES'
      ? row.analysis_verdict.verdict.pendencies.includes(KYC_PENDENCY.unreadableDocument)
      : false)
  );
}

/**
 * cliente/reenviar-para-analise: after a KYC rejection, the application goes back to the analyst once
 * every pendency is fixed (a new photo of both sides for DOCUMENTO_ILEGIVEL); 409 otherwise.
 */
export async function resubmit(deps: ReviewDeps, caller: OnboardingCaller, now: Date) {
  const messages = await inOnboarding(deps.db, caller, undefined, async (trx, row) => {
    if (row.analysis_stage !== 'PENDENCIES') throw wrongStep('Não há pendências a corrigir');
    if (documentToRedo(row)) {
      const before = row.analysis_verdict?.documentHashes ?? {};
      const after = row.document?.hashes ?? {};
      if (!after.frente || !after.verso || after.frente === before.frente || after.verso === before.verso)
        throw wrongStep('Envie uma nova foto da frente e do verso do documento');
    }
    const verdict = await verdictFor(deps.analyst, row, row.analysis_attempts + 1);
    return submit(trx, deps, row, verdict, now);
  });
  await sendAll(deps.sender, messages);
  const row = await lockFree(deps.db, caller);
  return { reenviado: true, etapa: row?.analysis_stage ?? null };
}

async function lockFree(db: Db, caller: OnboardingCaller) {
  return db
    .selectFrom('onboarding')
    .select('analysis_stage')
    .where('id', '=', caller.onboardingId as string)
    .executeTakeFirst();
}

export { sendAll as sendReviewMessages };

import { randomUUID } from 'node:crypto';
import {
  isValidCpf,
  isValidName,
  maskCpf,
  NEW_PASSWORD_PROBLEM_TEXT,
  newPasswordProblem,
  normalizePassword,
  stripCpf,
} from '@carteira/core/br';
import { todayInSaoPaulo } from '@carteira/core/calendar';
import { withTransaction } from '../../platform/database/transaction.ts';
import { takeFromBucket } from '../../platform/rate-bucket.ts';
import { cpfKey, hashPassword, verifyPassword } from '../bank-api/public.ts';
import { noAnalyst, type OnboardingAnalyst } from './analyst.ts';
import {
  accountExists,
  cpfIrregular,
  emailInUse,
  invalid,
  invalidCpf,
  onboardingNotFound,
  onboardingStarted,
  resendTooSoon,
  unauthorized,
  underAge,
  wrongStep,
} from './onboarding.errors.ts';
import {
  bindToken,
  customerIdByCpf,
  emailTaken,
  findOnboardingByCpf,
  findOnboardingById,
  insertOnboarding,
  lockOnboarding,
  type OnboardingRow,
  updateOnboarding,
} from './onboarding.repository.ts';
import type { OpeningDevice } from './onboarding.table.ts';
import type { OnboardingCaller } from './onboarding-auth.service.ts';
import type { Db, Executor } from './onboarding-database.ts';
import { registrationStatus } from './registration-status.ts';
import { alwaysVacancies, type OnboardingVacancies } from './vacancies.ts';
import { requireVacancy } from './waitlist.service.ts';

/**
 * Resuming is a password check, limited so that a stranger cannot hold the applicant out: 5 tries at
 * once, then one every 5 minutes, per client address and CPF; and, so many addresses cannot guess
 * without end, 20 at once, then one every 2 minutes, per CPF from everywhere (46001 beyond either).
 */
export const RESUME_BUCKET = { scope: 'onboarding-resume', capacity: 5, perMinute: 0.2 };
export const RESUME_CPF_BUCKET = { scope: 'onboarding-resume-cpf', capacity: 20, perMinute: 0.5 };

/** Self-service opening is for adults (the spec is silent; Brazilian banks open minors' accounts only with a guardian). */
export const MIN_AGE = 18;

/** Whole years between a birth date and a day, both YYYY-MM-DD (a 29 February birthday counts on 1 March). */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [dy, dm, dd] = day.split('-').map(Number) as [number, number, number];
  return dy - by - (dm < bm || (dm === bm && dd < bd) ? 1 : 0);
}

/** The onboarding record of the spec (wallet.md section 3), CPF masked. */
export function onboardingRecord(row: OnboardingRow) {
  const status = registrationStatus(row);
  return {
    chaveOnboarding: row.id,
    chaveUsuario: row.user_created_at ? row.id : null,
    apelido: row.apelido,
    status: status.statusCadastroClienteId,
    statusDescricao: status.statusCadastroClienteDescricao,
    cpf: maskCpf(row.cpf),
  };
}

/** Takes a resume try from the client's bucket, then from the CPF's; a client over its limit takes nothing from the CPF's. */
async function limitResume(db: Db, cpf: string, client: string, now: Date): Promise<void> {
  const own = await takeFromBucket(db, RESUME_BUCKET, cpfKey(RESUME_BUCKET.scope, `${cpf} ${client}`), now);
  if (!own.allowed) throw resendTooSoon();
  const all = await takeFromBucket(db, RESUME_CPF_BUCKET, cpfKey(RESUME_CPF_BUCKET.scope, cpf), now);
  if (!all.allowed) throw resendTooSoon();
}

export interface StartInput {
  identificacaoFiscal: string;
  nome?: string | undefined;
  apelido?: string | undefined;
  dataNascimento?: string | undefined;
  senha?: string | undefined;
}

/**
 * onboarding: opens an onboarding for a CPF, or resumes one, and binds the token to it. A CPF that is
 * a customer gets 62000. An onboarding whose user (password) exists is resumed only with that
 * password (11026 otherwise); one without a password starts over, since nothing was proven yet.
 * Under 18 or an invalid CPF or name: refused, nothing created.
 */
export async function startOnboarding(
  db: Db,
  caller: OnboardingCaller,
  input: StartInput,
  now: Date,
  vacancies: OnboardingVacancies = alwaysVacancies,
  /** the client's address (request.ip): the resume limit counts each client apart */
  client = '',
  analyst: OnboardingAnalyst = noAnalyst,
) {
  const cpf = stripCpf(input.identificacaoFiscal);
  if (!isValidCpf(cpf)) throw invalidCpf();
  if (await customerIdByCpf(db, cpf)) throw accountExists();
  const existing = await findOnboardingByCpf(db, cpf);
  if (existing?.customer_id) throw accountExists();
  if (existing?.password_hash) {
    await limitResume(db, cpf, client, now);
    const senha = input.senha ? normalizePassword(input.senha) : '';
    if (!senha || !(await verifyPassword(senha, existing.password_hash))) throw onboardingStarted();
    await bindToken(db, caller.tokenHash, existing.id);
    return onboardingRecord(existing);
  }
  const nome = (input.nome ?? '').trim().replace(/\s+/g, ' ');
  if (!isValidName(nome) || !nome.includes(' ')) {
    throw invalid('Nome inválido', 'Informe nome e sobrenome, só letras e espaços');
  }
  const apelido = (input.apelido?.trim() || nome.split(' ')[0]) ?? nome;
  if (!isValidName(apelido)) throw invalid('Apelido inválido', 'Só letras e espaços');
  const dataNascimento = input.dataNascimento;
  if (!dataNascimento || dataNascimento > todayInSaoPaulo(now)) throw invalid('Data de nascimento inválida');
  if (ageOn(dataNascimento, todayInSaoPaulo(now)) < MIN_AGE) throw underAge();
  // A bank consults the CPF at the Receita Federal before opening anything (only a regular one opens).
  const situation = await analyst.taxSituation(cpf);
  if (situation !== 'REGULAR') throw cpfIrregular(situation);
  if (!existing) await requireVacancy(db, vacancies, cpf);
  return withTransaction(db, async (trx) => {
    let id = existing?.id;
    if (id) {
      // No password yet: the draft starts over under whoever proves the phone now.
      await updateOnboarding(
        trx,
        id,
        {
          nome,
          apelido,
          data_nascimento: dataNascimento,
          email: null,
          telefone_ddd: null,
          telefone_numero: null,
          phone_verified_at: null,
        },
        now,
      );
    } else {
      id = randomUUID();
      await insertOnboarding(trx, { id, cpf, nome, apelido, dataNascimento, now });
    }
    await bindToken(trx, caller.tokenHash, id);
    const row = await findOnboardingById(trx, id);
    if (!row) throw onboardingNotFound();
    return onboardingRecord(row);
  });
}

/** The onboarding a token opened; when a key is named it must be that one (404 otherwise, nothing said). */
export async function callerOnboarding(db: Executor, caller: OnboardingCaller, key?: string) {
  if (!caller.onboardingId) throw unauthorized();
  if (key !== undefined && key !== caller.onboardingId) throw onboardingNotFound();
  const row = await findOnboardingById(db, caller.onboardingId);
  if (!row) throw onboardingNotFound();
  return row;
}

/** Runs a step on the caller's onboarding, locked, inside one transaction; refused once it is a customer. */
export async function inOnboarding<T>(
  db: Db,
  caller: OnboardingCaller,
  key: string | undefined,
  step: (trx: Executor, row: OnboardingRow) => Promise<T>,
): Promise<T> {
  await callerOnboarding(db, caller, key);
  return withTransaction(db, async (trx) => {
    const row = await lockOnboarding(trx, caller.onboardingId as string);
    if (!row) throw onboardingNotFound();
    if (row.customer_id) throw accountExists();
    return step(trx, row);
  });
}

/** onboarding/{key}/email (PATCH): the e-mail, unless a customer or another onboarding uses it (40016). */
export async function setEmail(db: Db, caller: OnboardingCaller, key: string, email: string, now: Date) {
  return inOnboarding(db, caller, key, async (trx, row) => {
    if (await emailTaken(trx, email, row.id)) throw emailInUse();
    await updateOnboarding(trx, row.id, { email }, now);
    return { chaveOnboarding: row.id, email };
  });
}

/**
 * onboarding/usuario: the password, once the e-mail is there and the phone proven; only once. The device
 * it comes from (`dispositivo`, its empty fields left out) is kept with the onboarding.
 */
export async function createUser(
  db: Db,
  caller: OnboardingCaller,
  senha: string,
  now: Date,
  dispositivo?: OpeningDevice,
) {
  const hash = await hashPassword(normalizePassword(senha));
  const device = dispositivo ? withoutEmptyFields(dispositivo) : {};
  return inOnboarding(db, caller, undefined, async (trx, row) => {
    if (row.password_hash) throw wrongStep('O usuário desta abertura de conta já foi criado');
    if (!row.email) throw wrongStep('Informe o e-mail antes de criar a senha');
    if (!row.phone_verified_at) throw wrongStep('Confirme o celular antes de criar a senha');
    // The same rules as a password changed later (core/br credential-rules): letters and digits, no CPF.
    const problem = newPasswordProblem(senha, row.cpf);
    if (problem) throw invalid(NEW_PASSWORD_PROBLEM_TEXT[problem]);
    const changes = {
      password_hash: hash,
      user_created_at: now,
      ...(Object.keys(device).length > 0 ? { device: JSON.stringify(device) } : {}),
    };
    await updateOnboarding(trx, row.id, changes, now);
    return { chaveOnboarding: row.id, chaveUsuario: row.id };
  });
}

/** onboarding/identificacao-fiscal/{cpf}/status: only for the onboarding the token holds (404 otherwise). */
export async function statusByCpf(db: Db, caller: OnboardingCaller, cpf: string) {
  const row = await callerOnboarding(db, caller);
  if (row.cpf !== stripCpf(cpf)) throw onboardingNotFound();
  return registrationStatus(row);
}

/** The device's fields the app filled (an empty text is a field it did not know). */
function withoutEmptyFields(device: OpeningDevice): OpeningDevice {
  return Object.fromEntries(
    Object.entries(device).filter(([, value]) => value !== undefined && value !== ''),
  ) as OpeningDevice;
}

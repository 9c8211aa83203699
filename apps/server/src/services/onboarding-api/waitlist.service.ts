import { isValidCpf, stripCpf } from '@carteira/core/br';
import { BankCode } from '@carteira/core/errors';
import { accountExists, invalidCpf, OnboardingError } from './onboarding.errors.ts';
import { customerIdByCpf } from './onboarding.repository.ts';
import type { Db, Executor } from './onboarding-database.ts';
import type { OnboardingVacancies } from './vacancies.ts';

/** How many of the queue are let in a day (our choice), for the days-left estimate. */
export const OPENINGS_PER_DAY = 50;

const entryExists = () =>
  new OnboardingError(409, BankCode.WaitlistEntryExists, 'Você já está na fila', 'Consulte sua posição');
const vacancyExists = () =>
  new OnboardingError(409, BankCode.VacancyExists, 'Há vagas: abra sua conta agora', '');
const notInQueue = () =>
  new OnboardingError(409, BankCode.WaitlistNotFound, 'Sem vagas no momento: entre na fila', '');
const approved = () =>
  new OnboardingError(409, BankCode.WaitlistApproved, 'Sua vez chegou: abra sua conta agora', '');

async function positionOf(db: Executor, cpf: string): Promise<number | undefined> {
  const mine = await db
    .selectFrom('onboarding_waitlist')
    .select('seq')
    .where('cpf', '=', cpf)
    .executeTakeFirst();
  if (!mine) return undefined;
  const ahead = await db
    .selectFrom('onboarding_waitlist')
    .select((e) => e.fn.countAll<string>().as('n'))
    .where('seq', '<=', mine.seq)
    .executeTakeFirstOrThrow();
  return Number(ahead.n);
}

function queueAnswer(position: number) {
  return {
    posicaoFilaOnboard: position,
    statusFilaOnboard: 'AGUARDANDO',
    numeroDiasRestantesFila: Math.ceil(position / OPENINGS_PER_DAY),
    mensagemAmigavel: `Você é o número ${position} da fila. Avisaremos quando for a sua vez.`,
  };
}

/** verificar-possui-vagas */
export const vacancyCheck = (vacancies: OnboardingVacancies) => ({ possuiVagas: vacancies.available() });

/** cadastrar-cliente-fila: only when there is no vacancy (62002), once per CPF (62001). */
export async function joinQueue(db: Db, vacancies: OnboardingVacancies, cpfText: string, now: Date) {
  const cpf = stripCpf(cpfText);
  if (!isValidCpf(cpf)) throw invalidCpf();
  if (await customerIdByCpf(db, cpf)) throw accountExists();
  if (vacancies.available()) throw vacancyExists();
  const inserted = await db
    .insertInto('onboarding_waitlist')
    .values({ cpf, created_at: now })
    .onConflict((oc) => oc.column('cpf').doNothing())
    .returning('seq')
    .executeTakeFirst();
  if (!inserted) throw entryExists();
  return queueAnswer((await positionOf(db, cpf)) ?? 0);
}

/** obter-posicao-fila: the position, 62003 when not in the queue, 62004 once there is room. */
export async function queuePosition(db: Db, vacancies: OnboardingVacancies, cpfText: string) {
  const cpf = stripCpf(cpfText);
  const position = await positionOf(db, cpf);
  if (position === undefined) throw notInQueue();
  if (vacancies.available()) throw approved();
  return queueAnswer(position);
}

/** A new onboarding while there is no vacancy: 62003 to join the queue, 62001 while waiting in it. */
export async function requireVacancy(
  db: Executor,
  vacancies: OnboardingVacancies,
  cpf: string,
): Promise<void> {
  if (vacancies.available()) return;
  throw (await positionOf(db, cpf)) === undefined ? notInQueue() : entryExists();
}

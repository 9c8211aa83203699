import { isValidCpf, stripCpf } from '@carteira/core/br';
import type { CreditBureauAnswer, CreditBureauInput, JobType } from '../../services/financing-api/public.ts';
import { demoCpf } from './demo-cpf.ts';

export type { CreditBureauAnswer, CreditBureauInput, JobType };

/**
 * The sandbox credit bureau: answers a device-credit analysis from the CPF and the declared income
 * only, the same way every time. The rules (also in src/sandbox/README.md, section Financing), in
 * the order they are checked:
 *
 * 1. a CPF that is not a valid CPF: rejected;
 * 2. a CPF in BUREAU_REJECTED_CPFS: always rejected, whatever the income;
 * 3. monthly income below R$ 1.500,00 (MIN_INCOME_CENTS): rejected;
 * 4. monthly income exactly R$ 7.777,00 (SLOW_INCOME_CENTS) or a CPF in BUREAU_SLOW_CPFS: approved
 *    by the rule below, but the answer takes 25 s (SLOW_DELAY_MS) instead of 3 s;
 * 5. otherwise approved after 3 s (DEFAULT_DELAY_MS).
 *
 * An approval releases income x the job type's factor (ASSALARIADO 1,5; PROFISSIONAL_PJ 1,2;
 * AUTONOMO 1,0), rounded down to whole R$ 100,00 and capped at R$ 8.000,00 (MAX_RELEASED_CENTS).
 * The minimum entry percentage is 10 for ASSALARIADO, 20 for PROFISSIONAL_PJ and 30 for AUTONOMO,
 * plus 10 points (at most 30) when the income is below R$ 3.000,00 (LOW_INCOME_CENTS).
 * A rejection releases 0, has minimum entry percentage 0, takes 3 s, and carries three short pt-BR
 * reasons for the record (the app shows its own texts).
 */

/** Gabriela Nunes Ribeiro (demo customer) and one more CPF with no account: always rejected. */
export const BUREAU_REJECTED_CPFS: readonly string[] = [demoCpf('741852963'), demoCpf('111444777')];

/** A CPF with no account whose analysis always takes SLOW_DELAY_MS (the slow case by CPF). */
export const BUREAU_SLOW_CPFS: readonly string[] = [demoCpf('222555888')];

export const MIN_INCOME_CENTS = 150_000;
export const LOW_INCOME_CENTS = 300_000;
export const SLOW_INCOME_CENTS = 777_700;
export const MAX_RELEASED_CENTS = 800_000;
export const RELEASED_STEP_CENTS = 10_000;
export const DEFAULT_DELAY_MS = 3_000;
export const SLOW_DELAY_MS = 25_000;

/** Released amount = income x factor / 10 (factors in tenths, to stay in integers). */
export const RELEASE_FACTOR_TENTHS: Readonly<Record<JobType, number>> = {
  ASSALARIADO: 15,
  PROFISSIONAL_PJ: 12,
  AUTONOMO: 10,
};

export const BASE_MINIMUM_ENTRY: Readonly<Record<JobType, number>> = {
  ASSALARIADO: 10,
  PROFISSIONAL_PJ: 20,
  AUTONOMO: 30,
};

const MAX_MINIMUM_ENTRY = 30;
const LOW_INCOME_EXTRA_ENTRY = 10;

export const REJECTION_REASONS = {
  invalidCpf: ['CPF inválido ou irregular', 'Cadastro não localizado no birô', 'Análise não concluída'],
  restricted: [
    'Restrição cadastral no CPF',
    'Histórico de crédito insuficiente',
    'Fora da política de crédito',
  ],
  lowIncome: [
    'Renda mensal abaixo de R$ 1.500,00',
    'Capacidade de pagamento insuficiente',
    'Fora da política de crédito',
  ],
} as const satisfies Record<string, readonly [string, string, string]>;

const rejected = (reasons: readonly string[]): CreditBureauAnswer => ({
  approved: false,
  releasedAmountCents: 0,
  minimumEntryPercentage: 0,
  delayMs: DEFAULT_DELAY_MS,
  reasons: [...reasons],
});

/** The approved limit for an income (centavos, an integer >= MIN_INCOME_CENTS) and job type. */
export function releasedAmountFor(monthlyIncomeCents: number, jobType: JobType): number {
  const raw = Math.floor((monthlyIncomeCents * RELEASE_FACTOR_TENTHS[jobType]) / 10);
  const stepped = Math.floor(raw / RELEASED_STEP_CENTS) * RELEASED_STEP_CENTS;
  return Math.min(MAX_RELEASED_CENTS, stepped);
}

/** The minimum entry percentage for an income and job type (10, 20 or 30). */
export function minimumEntryPercentageFor(monthlyIncomeCents: number, jobType: JobType): number {
  const base = BASE_MINIMUM_ENTRY[jobType];
  const extra = monthlyIncomeCents < LOW_INCOME_CENTS ? LOW_INCOME_EXTRA_ENTRY : 0;
  return Math.min(MAX_MINIMUM_ENTRY, base + extra);
}

/**
 * One analysis. Pure and deterministic; never throws: a malformed CPF, an unknown job type or an
 * income that is not a whole non-negative number of centavos is a rejection (the service validates
 * its input before asking).
 */
export function consultCreditBureau(input: CreditBureauInput): CreditBureauAnswer {
  const cpf = typeof input.cpf === 'string' ? stripCpf(input.cpf) : '';
  const { monthlyIncomeCents: income, jobType } = input;
  if (!isValidCpf(cpf) || !Object.hasOwn(RELEASE_FACTOR_TENTHS, jobType)) {
    return rejected(REJECTION_REASONS.invalidCpf);
  }
  if (BUREAU_REJECTED_CPFS.includes(cpf)) return rejected(REJECTION_REASONS.restricted);
  if (!Number.isSafeInteger(income) || income < MIN_INCOME_CENTS) {
    return rejected(REJECTION_REASONS.lowIncome);
  }
  const slow = income === SLOW_INCOME_CENTS || BUREAU_SLOW_CPFS.includes(cpf);
  return {
    approved: true,
    releasedAmountCents: releasedAmountFor(income, jobType),
    minimumEntryPercentage: minimumEntryPercentageFor(income, jobType),
    delayMs: slow ? SLOW_DELAY_MS : DEFAULT_DELAY_MS,
    reasons: [],
  };
}

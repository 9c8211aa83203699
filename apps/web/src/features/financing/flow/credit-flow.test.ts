import type { Centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import {
  type CreditEvent,
  type CreditState,
  type CreditStatusAnswer,
  creditBackAction,
  creditReducer,
  initialCreditState,
  jobTypeOf,
} from './credit-flow.ts';

const KEY = 'ck-1';
const c = (n: number) => n as Centavos;

function run(state: CreditState, ...events: CreditEvent[]): CreditState {
  return events.reduce(creditReducer, state);
}

const status = (
  processingStatus: string,
  creditAnalysisStatus = '',
  approvedAmount = 630_000,
): CreditStatusAnswer => ({
  processingStatus,
  creditAnalysisStatus,
  approval: { approvedAmount: c(approvedAmount), minPercentage: 10 },
});

const atProtection = run(
  initialCreditState,
  { type: 'CONTRACT_LOADED', contractingKey: null, status: null },
  { type: 'START' },
  { type: 'CONTRACT_CREATED', contractingKey: KEY },
  { type: 'EMPLOYMENT_CHOSEN', choice: 0 },
  { type: 'INCOME_ENTERED', income: c(420_000) },
);

const polling = run(
  atProtection,
  { type: 'PROTECTION_CHOSEN', accepted: true },
  { type: 'ANALYSIS_ANSWERED', status: 'PROCESSANDO_ANALISE_CREDITO' },
);

describe('employment mapping', () => {
  it('maps 0 to ASSALARIADO, 1 to PROFISSIONAL_PJ, anything else to AUTONOMO', () => {
    expect(jobTypeOf(0)).toBe('ASSALARIADO');
    expect(jobTypeOf(1)).toBe('PROFISSIONAL_PJ');
    expect(jobTypeOf(2)).toBe('AUTONOMO');
    expect(jobTypeOf(7)).toBe('AUTONOMO');
    expect(jobTypeOf(-1)).toBe('AUTONOMO');
  });
});

describe('credit application', () => {
  it('starts at the intro without a contract, and creates one on I want', () => {
    const intro = creditReducer(initialCreditState, {
      type: 'CONTRACT_LOADED',
      contractingKey: null,
      status: null,
    });
    expect(intro).toEqual({ step: 'intro', starting: false });
    const starting = creditReducer(intro, { type: 'START' });
    expect(starting).toEqual({ step: 'intro', starting: true });
    expect(creditReducer(starting, { type: 'START' })).toBe(starting);
    expect(creditReducer(starting, { type: 'CONTRACT_CREATED', contractingKey: KEY })).toEqual({
      step: 'select_employment_status',
      contractingKey: KEY,
      choice: null,
    });
  });

  it('goes employment, income, protection, keeping the job type and income', () => {
    expect(atProtection).toEqual({
      step: 'protection',
      contractingKey: KEY,
      jobType: 'ASSALARIADO',
      income: 420_000,
    });
  });

  it('refuses a zero income', () => {
    const income = run(atProtection, { type: 'BACK' });
    expect(creditReducer(income, { type: 'INCOME_ENTERED', income: c(0) })).toBe(income);
  });

  it('submits on accept and on decline, carrying the protection flag', () => {
    expect(creditReducer(atProtection, { type: 'PROTECTION_CHOSEN', accepted: true })).toMatchObject({
      step: 'submitting',
      protection: true,
      jobType: 'ASSALARIADO',
      income: 420_000,
    });
    expect(creditReducer(atProtection, { type: 'PROTECTION_CHOSEN', accepted: false })).toMatchObject({
      step: 'submitting',
      protection: false,
    });
  });

  it('returns to the protection offer when the application cannot be sent', () => {
    const submitting = creditReducer(atProtection, { type: 'PROTECTION_CHOSEN', accepted: true });
    expect(creditReducer(submitting, { type: 'SUBMIT_REFUSED' })).toEqual(atProtection);
  });

  it('polls only when the analysis answers PROCESSANDO_ANALISE_CREDITO, else the error page', () => {
    expect(polling).toMatchObject({ step: 'progressBar', polls: 0, thenSummary: false });
    const submitting = creditReducer(atProtection, { type: 'PROTECTION_CHOSEN', accepted: false });
    expect(creditReducer(submitting, { type: 'ANALYSIS_ANSWERED', status: 'CONTRATACAO_NEGADA' })).toEqual({
      step: 'error',
    });
    expect(creditReducer(submitting, { type: 'FAILED' })).toEqual({ step: 'error' });
  });

  it('keeps polling until PROCESSADO, then approved with amount and minimum percentage', () => {
    const again = run(
      polling,
      { type: 'CREDIT_STATUS', answer: status('PROCESSANDO') },
      { type: 'CREDIT_STATUS', answer: status('PROCESSANDO', 'APROVADO') },
    );
    expect(again).toMatchObject({ step: 'progressBar', polls: 2 });
    expect(creditReducer(again, { type: 'CREDIT_STATUS', answer: status('PROCESSADO', 'APROVADO') })).toEqual(
      {
        step: 'credit_approved',
        contractingKey: KEY,
        approval: { approvedAmount: 630_000, minPercentage: 10 },
      },
    );
  });

  it('gives credit_rejected for any processed answer other than APROVADO', () => {
    expect(
      creditReducer(polling, { type: 'CREDIT_STATUS', answer: status('PROCESSADO', 'REPROVADO', 0) }),
    ).toEqual({ step: 'credit_rejected', helpOpen: false });
  });

  it('opens and closes the help sheet of the rejection; back closes it first', () => {
    const rejected: CreditState = { step: 'credit_rejected', helpOpen: false };
    const open = creditReducer(rejected, { type: 'HELP', open: true });
    expect(open).toEqual({ step: 'credit_rejected', helpOpen: true });
    expect(creditBackAction(open)).toEqual({ kind: 'step' });
    expect(creditReducer(open, { type: 'BACK' })).toEqual(rejected);
    expect(creditBackAction(rejected)).toEqual({ kind: 'leave', to: '/newWalletLaunch' });
  });

  it('leaves for the device route from the approval with the contracting key', () => {
    const approved = creditReducer(polling, {
      type: 'CREDIT_STATUS',
      answer: status('PROCESSADO', 'APROVADO'),
    });
    expect(creditReducer(approved, { type: 'CHOOSE_PHONE' })).toEqual({
      step: 'leaving',
      to: '/FinancingDeviceDetails',
      contractingKey: KEY,
    });
  });

  it('ignores events that do not belong to the screen', () => {
    expect(creditReducer(polling, { type: 'EMPLOYMENT_CHOSEN', choice: 1 })).toBe(polling);
    expect(creditReducer(atProtection, { type: 'CHOOSE_PHONE' })).toBe(atProtection);
    expect(creditReducer(atProtection, { type: 'CONTINUE' })).toBe(atProtection);
  });
});

describe('credit back rules', () => {
  it('steps back one screen, keeping what was entered', () => {
    const income = creditReducer(atProtection, { type: 'BACK' });
    expect(income).toEqual({
      step: 'monthly_income',
      contractingKey: KEY,
      jobType: 'ASSALARIADO',
      income: 420_000,
    });
    const employment = creditReducer(income, { type: 'BACK' });
    expect(employment).toEqual({ step: 'select_employment_status', contractingKey: KEY, choice: 0 });
    expect(creditReducer(employment, { type: 'BACK' })).toEqual({ step: 'intro', starting: false });
  });

  it('refuses back while the analysis or processing runs', () => {
    const submitting = creditReducer(atProtection, { type: 'PROTECTION_CHOSEN', accepted: true });
    expect(creditBackAction(submitting)).toEqual({ kind: 'refused' });
    expect(creditBackAction(polling)).toEqual({ kind: 'refused' });
    expect(creditReducer(polling, { type: 'BACK' })).toBe(polling);
    expect(creditBackAction({ step: 'intro', starting: true })).toEqual({ kind: 'refused' });
  });

  it('leaves to the wallet home from the intro and the end states', () => {
    for (const state of [
      { step: 'intro', starting: false },
      { step: 'error' },
      { step: 'status_rejected', cause: 'denied' },
      { step: 'status_rejected', cause: 'unreadable' },
      { step: 'credit_approved', contractingKey: KEY, approval: { approvedAmount: c(1), minPercentage: 1 } },
    ] as CreditState[]) {
      expect(creditBackAction(state)).toEqual({ kind: 'leave', to: '/newWalletLaunch' });
    }
  });
});

describe('resume on entry', () => {
  const load = (s: string) =>
    creditReducer(initialCreditState, { type: 'CONTRACT_LOADED', contractingKey: KEY, status: s });

  it('goes to the employment choice for CONTRATACAO_INICIADA', () => {
    expect(load('CONTRATACAO_INICIADA')).toEqual({
      step: 'select_employment_status',
      contractingKey: KEY,
      choice: null,
    });
  });

  it('polls for PROCESSANDO_ANALISE_CREDITO; AGUARDANDO_GERACAO_PROPOSTA ends at the summary', () => {
    expect(load('PROCESSANDO_ANALISE_CREDITO')).toMatchObject({ step: 'progressBar', thenSummary: false });
    const waiting = load('AGUARDANDO_GERACAO_PROPOSTA');
    expect(waiting).toMatchObject({ step: 'progressBar', thenSummary: true });
    const summary = creditReducer(waiting, {
      type: 'CREDIT_STATUS',
      answer: status('PROCESSADO', 'APROVADO', 500_000),
    });
    expect(summary).toEqual({
      step: 'resumeFinancing',
      contractingKey: KEY,
      summary: {
        status: 'AGUARDANDO_GERACAO_PROPOSTA',
        progress: 1,
        paymentPending: false,
        approvedAmount: 500_000,
        deviceName: null,
        downPayment: null,
      },
    });
    expect(creditReducer(summary, { type: 'CONTINUE' })).toEqual({
      step: 'leaving',
      to: '/FinancingDeviceDetails',
      contractingKey: KEY,
    });
  });

  it('loads the proposal details at step 2, 3 (payment pending) or 4, then continues by status', () => {
    const cases: Array<[string, number, boolean, string, string | undefined]> = [
      ['AGUARDANDO_SELFIE', 2, false, '/FinancingTerms', undefined],
      ['AGUARDANDO_ACEITE_PROPOSTA', 2, false, '/FinancingTerms', 'terms'],
      ['AGUARDANDO_PAGAMENTO_ENTRADA', 3, true, '/FinancingTerms', 'downPaymentInfo'],
      ['AGUARDANDO_FATURAMENTO', 3, true, '/FinancingTerms', 'getFinanceStatus'],
      ['PROCESSANDO_FATURAMENTO', 4, false, '/FinancingTerms', 'getFinanceStatus'],
    ];
    for (const [s, progress, paymentPending, to, subState] of cases) {
      const loading = load(s);
      expect(loading).toEqual({
        step: 'loading_summary',
        contractingKey: KEY,
        summary: { status: s, progress, paymentPending },
      });
      expect(creditBackAction(loading)).toEqual({ kind: 'refused' });
      const shown = creditReducer(loading, {
        type: 'SUMMARY_LOADED',
        details: { approvedAmount: c(500_000), deviceName: 'Aurora X1', downPayment: c(50_000) },
      });
      expect(shown).toMatchObject({
        step: 'resumeFinancing',
        summary: { status: s, progress, deviceName: 'Aurora X1', downPayment: 50_000 },
      });
      expect(creditReducer(shown, { type: 'CONTINUE' })).toEqual({
        step: 'leaving',
        to,
        contractingKey: KEY,
        ...(subState ? { subState } : {}),
      });
    }
  });

  it('sends a finished contract to the terms success, and maps the rejections', () => {
    expect(load('CONTRATACAO_FINALIZADA')).toEqual({
      step: 'leaving',
      to: '/FinancingTerms',
      contractingKey: KEY,
      subState: 'success',
    });
    expect(load('ANALISE_CREDITO_REPROVADA')).toEqual({ step: 'credit_rejected', helpOpen: false });
    expect(load('CONTRATACAO_NEGADA')).toEqual({ step: 'status_rejected', cause: 'denied' });
    expect(load('SOMETHING_NEW')).toEqual({ step: 'error' });
  });

  it('shows the not-available page when the feature flag is off', () => {
    expect(creditReducer(initialCreditState, { type: 'FEATURE_DISABLED' })).toEqual({ step: 'unavailable' });
    expect(creditBackAction({ step: 'unavailable' })).toEqual({ kind: 'leave', to: '/newWalletLaunch' });
  });

  it('an error reading the status on entry gives status_rejected, like CONTRATACAO_NEGADA', () => {
    expect(creditReducer(initialCreditState, { type: 'FAILED' })).toEqual({
      step: 'status_rejected',
      cause: 'unreadable',
    });
  });
});

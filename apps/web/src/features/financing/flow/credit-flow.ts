import type { Centavos } from '@carteira/core/money';
import { ContractingStatus } from '@carteira/core/status';
import type { BackAction } from './back-action.ts';
import {
  type ContinueTarget,
  continueTarget,
  DEVICE_ROUTE,
  HOME_ROUTE,
  type ResumeProgress,
  resumeReaction,
} from './resume.ts';

export type JobType = 'ASSALARIADO' | 'PROFISSIONAL_PJ' | 'AUTONOMO';

/** The three employment choices, in screen order: employee, legal-entity professional, self-employed. */
export const EMPLOYMENT_CHOICES = [0, 1, 2] as const;
export type EmploymentChoice = (typeof EMPLOYMENT_CHOICES)[number];

/** financing.md section 3: choice 0 gives ASSALARIADO, 1 PROFISSIONAL_PJ, any other AUTONOMO. */
export function jobTypeOf(choice: number): JobType {
  if (choice === 0) return 'ASSALARIADO';
  if (choice === 1) return 'PROFISSIONAL_PJ';
  return 'AUTONOMO';
}

function choiceOf(jobType: JobType): EmploymentChoice {
  return jobType === 'ASSALARIADO' ? 0 : jobType === 'PROFISSIONAL_PJ' ? 1 : 2;
}

/** The analysis answer that starts the polling. */
export const ANALYSIS_STARTED_STATUS = ContractingStatus.CREDIT_PROCESSING;
export const PROCESSED = 'PROCESSADO';
export const APPROVED = 'APROVADO';
/** Polling of the credit status repeats every 10 s until it is processed (financing.md section 9). */
export const CREDIT_POLL_INTERVAL_MS = 10_000;

export interface CreditApproval {
  approvedAmount: Centavos;
  /** Percent points (20 = 20%). */
  minPercentage: number;
}

export interface CreditStatusAnswer {
  processingStatus: string;
  creditAnalysisStatus: string;
  approval: CreditApproval;
}

/** What the resume summary shows, beyond its progress. */
export interface ResumeDetails {
  approvedAmount: Centavos | null;
  deviceName: string | null;
  downPayment: Centavos | null;
}

export interface ResumeSummary extends ResumeDetails {
  status: string;
  progress: ResumeProgress;
  paymentPending: boolean;
}

interface Keyed {
  contractingKey: string;
}

/** One state per screen of /financingCreditSimulation. */
export type CreditState =
  /** The contract status is being read (resume). */
  | { step: 'loading' }
  | { step: 'intro'; starting: boolean }
  | ({ step: 'select_employment_status'; choice: EmploymentChoice | null } & Keyed)
  | ({ step: 'monthly_income'; jobType: JobType; income: Centavos | null } & Keyed)
  | ({ step: 'protection'; jobType: JobType; income: Centavos } & Keyed)
  | ({ step: 'submitting'; jobType: JobType; income: Centavos; protection: boolean } & Keyed)
  | ({ step: 'progressBar'; thenSummary: boolean; polls: number; status: string } & Keyed)
  /** The details of a pending proposal are being read for the summary. */
  | ({ step: 'loading_summary'; summary: Omit<ResumeSummary, keyof ResumeDetails> } & Keyed)
  | ({ step: 'resumeFinancing'; summary: ResumeSummary } & Keyed)
  | ({ step: 'credit_approved'; approval: CreditApproval } & Keyed)
  | { step: 'credit_rejected'; helpOpen: boolean }
  /** The contracting was denied, or its status could not be read on entry (financing.md section 4). */
  | { step: 'status_rejected'; cause: 'denied' | 'unreadable' }
  /** The smartPhoneFinancing flag is off for this customer. */
  | { step: 'unavailable' }
  | { step: 'error' }
  /** Leaving for another route; the page navigates. */
  | { step: 'leaving'; to: string; contractingKey: string | null; subState?: ContinueTarget['subState'] };

export type CreditEvent =
  | { type: 'CONTRACT_LOADED'; contractingKey: string | null; status: string | null }
  | { type: 'FEATURE_DISABLED' }
  | { type: 'START' }
  | { type: 'CONTRACT_CREATED'; contractingKey: string }
  | { type: 'EMPLOYMENT_CHOSEN'; choice: number }
  | { type: 'INCOME_ENTERED'; income: Centavos }
  | { type: 'PROTECTION_CHOSEN'; accepted: boolean }
  | { type: 'ANALYSIS_ANSWERED'; status: string }
  /** The application could not be sent (an incomplete profile): back to the protection offer. */
  | { type: 'SUBMIT_REFUSED' }
  | { type: 'CREDIT_STATUS'; answer: CreditStatusAnswer }
  | { type: 'SUMMARY_LOADED'; details: ResumeDetails }
  | { type: 'CONTINUE' }
  | { type: 'CHOOSE_PHONE' }
  | { type: 'HELP'; open: boolean }
  | { type: 'FAILED' }
  | { type: 'BACK' };

export const initialCreditState: CreditState = { step: 'loading' };

/** The state a contract status read on entry resumes at (financing.md section 4). */
function resumed(contractingKey: string | null, status: string | null): CreditState {
  if (contractingKey === null || status === null) return { step: 'intro', starting: false };
  const reaction = resumeReaction(status);
  switch (reaction.kind) {
    case 'employment':
      return { step: 'select_employment_status', contractingKey, choice: null };
    case 'poll':
      return { step: 'progressBar', contractingKey, thenSummary: reaction.thenSummary, polls: 0, status };
    case 'summary':
      return {
        step: 'loading_summary',
        contractingKey,
        summary: { status, progress: reaction.progress, paymentPending: reaction.paymentPending },
      };
    case 'terms':
      return { step: 'leaving', to: '/FinancingTerms', contractingKey, subState: reaction.subState };
    case 'creditRejected':
      return { step: 'credit_rejected', helpOpen: false };
    case 'statusRejected':
      return { step: 'status_rejected', cause: 'denied' };
    case 'error':
      return { step: 'error' };
  }
}

function afterCreditStatus(
  state: Extract<CreditState, { step: 'progressBar' }>,
  answer: CreditStatusAnswer,
): CreditState {
  if (answer.processingStatus !== PROCESSED) return { ...state, polls: state.polls + 1 };
  if (answer.creditAnalysisStatus !== APPROVED) return { step: 'credit_rejected', helpOpen: false };
  if (state.thenSummary) {
    return {
      step: 'resumeFinancing',
      contractingKey: state.contractingKey,
      summary: {
        status: state.status,
        progress: 1,
        paymentPending: false,
        approvedAmount: answer.approval.approvedAmount,
        deviceName: null,
        downPayment: null,
      },
    };
  }
  return { step: 'credit_approved', contractingKey: state.contractingKey, approval: answer.approval };
}

/** What back does on each screen (financing.md section 2, back behaviour). */
export function creditBackAction(state: CreditState): BackAction {
  switch (state.step) {
    case 'select_employment_status':
    case 'monthly_income':
    case 'protection':
      return { kind: 'step' };
    case 'credit_rejected':
      return state.helpOpen ? { kind: 'step' } : { kind: 'leave', to: HOME_ROUTE };
    case 'submitting':
    case 'progressBar':
    case 'loading_summary':
      return { kind: 'refused' };
    case 'intro':
      return state.starting ? { kind: 'refused' } : { kind: 'leave', to: HOME_ROUTE };
    default:
      return { kind: 'leave', to: HOME_ROUTE };
  }
}

function back(state: CreditState): CreditState {
  switch (state.step) {
    case 'select_employment_status':
      return { step: 'intro', starting: false };
    case 'monthly_income':
      return {
        step: 'select_employment_status',
        contractingKey: state.contractingKey,
        choice: choiceOf(state.jobType),
      };
    case 'protection':
      return {
        step: 'monthly_income',
        contractingKey: state.contractingKey,
        jobType: state.jobType,
        income: state.income,
      };
    case 'credit_rejected':
      return state.helpOpen ? { step: 'credit_rejected', helpOpen: false } : state;
    default:
      return state;
  }
}

/** The credit application state machine: pages render a state and dispatch events. */
export function creditReducer(state: CreditState, event: CreditEvent): CreditState {
  switch (event.type) {
    case 'CONTRACT_LOADED':
      return state.step === 'loading' ? resumed(event.contractingKey, event.status) : state;
    case 'FEATURE_DISABLED':
      return state.step === 'loading' ? { step: 'unavailable' } : state;
    case 'START':
      return state.step === 'intro' && !state.starting ? { step: 'intro', starting: true } : state;
    case 'CONTRACT_CREATED':
      if (state.step !== 'intro' || !state.starting) return state;
      return { step: 'select_employment_status', contractingKey: event.contractingKey, choice: null };
    case 'EMPLOYMENT_CHOSEN':
      if (state.step !== 'select_employment_status') return state;
      return {
        step: 'monthly_income',
        contractingKey: state.contractingKey,
        jobType: jobTypeOf(event.choice),
        income: null,
      };
    case 'INCOME_ENTERED':
      if (state.step !== 'monthly_income' || !(event.income > 0)) return state;
      return { ...state, step: 'protection', income: event.income };
    case 'PROTECTION_CHOSEN':
      if (state.step !== 'protection') return state;
      return { ...state, step: 'submitting', protection: event.accepted };
    case 'ANALYSIS_ANSWERED':
      if (state.step !== 'submitting') return state;
      return event.status === ANALYSIS_STARTED_STATUS
        ? {
            step: 'progressBar',
            contractingKey: state.contractingKey,
            thenSummary: false,
            polls: 0,
            status: event.status,
          }
        : { step: 'error' };
    case 'SUBMIT_REFUSED':
      if (state.step !== 'submitting') return state;
      return {
        step: 'protection',
        contractingKey: state.contractingKey,
        jobType: state.jobType,
        income: state.income,
      };
    case 'CREDIT_STATUS':
      return state.step === 'progressBar' ? afterCreditStatus(state, event.answer) : state;
    case 'SUMMARY_LOADED':
      if (state.step !== 'loading_summary') return state;
      return {
        step: 'resumeFinancing',
        contractingKey: state.contractingKey,
        summary: { ...state.summary, ...event.details },
      };
    case 'CONTINUE': {
      if (state.step !== 'resumeFinancing') return state;
      const target = continueTarget(state.summary.status);
      if (!target) return { step: 'error' };
      return {
        step: 'leaving',
        to: target.to,
        contractingKey: state.contractingKey,
        ...(target.subState ? { subState: target.subState } : {}),
      };
    }
    case 'CHOOSE_PHONE':
      if (state.step !== 'credit_approved') return state;
      return { step: 'leaving', to: DEVICE_ROUTE, contractingKey: state.contractingKey };
    case 'HELP':
      return state.step === 'credit_rejected' ? { step: 'credit_rejected', helpOpen: event.open } : state;
    case 'FAILED':
      if (state.step === 'leaving') return state;
      // the status read on entry failed: like CONTRATACAO_NEGADA, status_rejected
      return state.step === 'loading' ? { step: 'status_rejected', cause: 'unreadable' } : { step: 'error' };
    case 'BACK':
      return back(state);
  }
}

import { normalizeStatus } from './normalize.ts';

/** Where onboarding stands, as the app knows it (wallet.md section 4). */
export type OnboardingStatus =
  | 'ADD_ID_DETAILS'
  | 'ADD_OTHER_INFO'
  | 'UPLOAD_DOCUMENT'
  | 'UPLOAD_SELFIE'
  | 'SIGN_TERMS'
  | 'VALIDATE_EMAIL'
  | 'REGISTRATION_COMPLETE'
  | 'KYC_ANALISE'
  | 'KYC_REJECTED'
  | 'CAF_ANALISE'
  | 'CAF_REJECTED'
  | 'UNKNOWN_STATUS';

/** The registration status ids the server reports (statusCadastroClienteId). */
export const RegistrationStatusId = {
  InProgress: 1,
  Complete: 2,
  KycAnalysis: 3,
  KycRejected: 5,
  CafAnalysis: 7,
  CafRejected: 8,
  SignTerms: 9,
  ValidateEmail: 13,
} as const;

/** Pendency texts the server uses for status 1; matching is by word, so variants read the same. */
export const OnboardingPendency = { Documents: 'DOCUMENTOS', Selfie: 'SELFIE' } as const;

export interface RegistrationStatusInput {
  /** Whether the status call itself executed successfully. */
  executed: boolean;
  statusId: number | null | undefined;
  /** pendencias: what is still missing. */
  pendencies?: readonly string[] | null;
  /** The CAF sections that failed (status 8). */
  failedSectionIds?: readonly (number | string)[] | null;
}

export type OnboardingState =
  | { status: 'ADD_ID_DETAILS'; pendencies: string[] }
  | { status: 'KYC_REJECTED'; pendencies: string[] }
  | { status: 'CAF_REJECTED'; failedSectionIds: (number | string)[] }
  | { status: Exclude<OnboardingStatus, 'ADD_ID_DETAILS' | 'KYC_REJECTED' | 'CAF_REJECTED'> };

const isDocuments = (p: string): boolean => normalizeStatus(p).includes('DOCUMENT');
const isSelfie = (p: string): boolean => normalizeStatus(p).includes('SELFIE');

/**
 * Server registration status -> app status:
 * - 1 with no pendencies: SIGN_TERMS; with a documents pendency: UPLOAD_DOCUMENT (checked first);
 *   with a selfie pendency: UPLOAD_SELFIE; with anything else: ADD_ID_DETAILS carrying them;
 * - 2 REGISTRATION_COMPLETE, 3 KYC_ANALISE, 5 KYC_REJECTED (with the pendencies), 7 CAF_ANALISE,
 *   8 CAF_REJECTED (with the failed section ids), 9 SIGN_TERMS, 13 VALIDATE_EMAIL;
 * - any other id, or a call that did not execute: UNKNOWN_STATUS.
 * Blank pendency texts are ignored.
 */
export function onboardingStatusOf(input: RegistrationStatusInput): OnboardingState {
  if (!input.executed) return { status: 'UNKNOWN_STATUS' };
  const pendencies = (input.pendencies ?? []).filter((p) => typeof p === 'string' && p.trim() !== '');
  switch (input.statusId) {
    case RegistrationStatusId.InProgress:
      if (pendencies.length === 0) return { status: 'SIGN_TERMS' };
      if (pendencies.some(isDocuments)) return { status: 'UPLOAD_DOCUMENT' };
      if (pendencies.some(isSelfie)) return { status: 'UPLOAD_SELFIE' };
      return { status: 'ADD_ID_DETAILS', pendencies };
    case RegistrationStatusId.Complete:
      return { status: 'REGISTRATION_COMPLETE' };
    case RegistrationStatusId.KycAnalysis:
      return { status: 'KYC_ANALISE' };
    case RegistrationStatusId.KycRejected:
      return { status: 'KYC_REJECTED', pendencies };
    case RegistrationStatusId.CafAnalysis:
      return { status: 'CAF_ANALISE' };
    case RegistrationStatusId.CafRejected:
      return { status: 'CAF_REJECTED', failedSectionIds: [...(input.failedSectionIds ?? [])] };
    case RegistrationStatusId.SignTerms:
      return { status: 'SIGN_TERMS' };
    case RegistrationStatusId.ValidateEmail:
      return { status: 'VALIDATE_EMAIL' };
    default:
      return { status: 'UNKNOWN_STATUS' };
  }
}

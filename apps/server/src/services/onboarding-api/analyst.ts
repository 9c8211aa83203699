/**
 * The analyst who reviews an application after the terms (KYC, then CAF): an outside party, so a
 * port the onboarding service declares (decision 0029); app.ts passes an implementation in (the
 * sandbox's, sandbox/onboarding-analyst.ts, in sandbox mode). Without one nothing is approved.
 */

/**
 * The CPF's "situação cadastral" at the Receita Federal (IN RFB 2.172/2024, art. 19): only a regular
 * CPF opens an account; the others are refused at once, saying which.
 */
export type TaxSituation =
  | 'REGULAR'
  | 'SUSPENSA'
  | 'CANCELADA'
  | 'TITULAR_FALECIDO'
  | 'PENDENTE_DE_REGULARIZACAO'
  | 'NULA';

/** What the applicant must fix after a KYC rejection (status 5, `pendencias`). */
export const KYC_PENDENCY = {
  /** The document's photo cannot be read: a new front and back are sent. */
  unreadableDocument: 'DOCUMENTO_ILEGIVEL',
} as const;
export type KycPendency = (typeof KYC_PENDENCY)[keyof typeof KYC_PENDENCY];

/** The analyst's answer for one submission; each stage's answer comes after its minutes. */
export type AnalystVerdict =
  | { outcome: 'APPROVED'; kycMinutes: number; cafMinutes: number }
  | { outcome: 'PENDENCIES'; kycMinutes: number; pendencies: KycPendency[] }
  | { outcome: 'REFUSED'; kycMinutes: number; situation: TaxSituation };

export interface Application {
  cpf: string;
  nome: string;
  /** YYYY-MM-DD */
  dataNascimento: string;
  /** 1 the first time, 2 after the first pendencies are fixed, ... */
  attempt: number;
  pep: boolean;
  /** What the applicant declared of the document, and what the OCR read of it. */
  declaredRg: string | null;
  ocrRg: string | null;
}

export interface OnboardingAnalyst {
  /** The CPF's situation at the tax office, asked before an onboarding is opened. */
  taxSituation(cpf: string): Promise<TaxSituation>;
  /** Reviews a signed application: tax situation, name and birth date, sanctions and PEP, document. */
  analyse(application: Application): Promise<AnalystVerdict>;
}

/** A hundred years: an answer that never comes. */
const NEVER_MINUTES = 100 * 365 * 24 * 60;

/** Without an analyst (production before its adapter is configured) every application waits. */
export const noAnalyst: OnboardingAnalyst = {
  async taxSituation() {
    return 'REGULAR';
  },
  async analyse() {
    return { outcome: 'APPROVED', kycMinutes: NEVER_MINUTES, cafMinutes: 0 };
  },
};

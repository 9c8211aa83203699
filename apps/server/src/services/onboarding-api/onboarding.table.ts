import type { ColumnType, Generated } from 'kysely';
import type { Address } from '../bank-api/public.ts';
import type { AnalystVerdict } from './analyst.ts';
import type { DocumentOcr } from './identity-provider.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** What cadastrar-pessoa-fisica records: income in centavos, PEP as declared. */
export interface PersonData {
  nacionalidade: 'N' | 'E';
  sexo: 'F' | 'M';
  nomeMae: string;
  nomePai: string;
  rendaMensal: number;
  /** The identity document as the customer confirmed it (from the OCR or corrected). */
  rg: { numero: string; dataEmissao: string; orgaoEmissor: string; ufOrgaoEmissor: string };
  pessoaPoliticamenteExposta: { cargo: string; inicioExposicao: string; fimExposicao: string | null } | null;
}

/** The identity document's photos as they arrived: the kind, which sides, the front's OCR. */
export interface DocumentData {
  tipoDocumento: 'RG' | 'CNH' | 'RNE';
  frente: boolean;
  verso: boolean;
  /** SHA-256 of each side's image, as sent to the identity provider (which keeps the images). */
  hashes: { frente?: string; verso?: string };
  ocr: DocumentOcr | null;
}

export type AnalysisStage = 'KYC' | 'CAF' | 'PENDENCIES' | 'APPROVED' | 'REFUSED';

/** The analyst's verdict for the current attempt, and the document photos it was given. */
export interface AnalysisRecord {
  verdict: AnalystVerdict;
  documentHashes: { frente?: string; verso?: string };
}

export interface SelfieData {
  /** The identity check's request; null for a selfie kept without it (the CAF flags off, decision 0038). */
  requestId: string | null;
  aprovadaEm: string;
}

/** The device the onboarding user was created from (onboarding/usuario's `dispositivo`, wallet.md section 3). */
export interface OpeningDevice {
  idDispositivo?: string;
  modeloDispositivo?: string;
  nomeDispositivo?: string;
  latitude?: number;
  longitude?: number;
  tipoSo?: string;
  versaoSo?: string;
}

export interface OnboardingTable {
  id: string;
  cpf: string;
  nome: string;
  apelido: string;
  data_nascimento: ColumnType<string, string, string>;
  email: string | null;
  telefone_ddd: string | null;
  telefone_numero: string | null;
  phone_verified_at: Timestamp | null;
  password_hash: string | null;
  user_created_at: Timestamp | null;
  /** onboarding/usuario's `dispositivo` (migration 0063). */
  device: Json<OpeningDevice>;
  person: Json<PersonData>;
  address: Json<Address>;
  /** The mailing address (enderecoCorrespondencia), when given apart from the home address (migration 0059). */
  mailing_address: Json<Address>;
  document: Json<DocumentData>;
  selfie: Json<SelfieData>;
  selfie_failures: Generated<number>;
  terms_signed_at: Timestamp | null;
  customer_id: string | null;
  /** The bank's review after the terms (decision 0029): null before the terms are signed. */
  analysis_stage: AnalysisStage | null;
  /** When the analyst's answer for the current stage comes due, on the bank's clock. */
  analysis_due_at: Timestamp | null;
  /** How many times the application went to the analyst. */
  analysis_attempts: Generated<number>;
  analysis_verdict: Json<AnalysisRecord>;
  /** When the applicant was told the outcome (the message through the bank's sender). */
  analysis_told_at: Timestamp | null;
  email_verified_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OnboardingTokenTable {
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  /** null until the token opens (or resumes) an onboarding. */
  onboarding_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export type CodePurpose = 'PHONE' | 'TERMS' | 'EMAIL';

export interface OnboardingCodeTable {
  id: string;
  onboarding_id: string;
  purpose: CodePurpose;
  /** HMAC-SHA-256 of the code, keyed per code row; the code itself is never stored. */
  code_hash: string;
  attempts: Generated<number>;
  sent_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OnboardingWaitlistTable {
  cpf: string;
  seq: Generated<number>;
  created_at: Timestamp;
}

export interface OnboardingTables {
  onboarding_waitlist: OnboardingWaitlistTable;
  onboarding: OnboardingTable;
  onboarding_token: OnboardingTokenTable;
  onboarding_code: OnboardingCodeTable;
}

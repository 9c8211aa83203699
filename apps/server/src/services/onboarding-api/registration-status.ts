import { RegistrationStatusId } from '@carteira/core/status';
import type { OnboardingRow } from './onboarding.repository.ts';

/**
 * The pendency texts this service reports with status 1 (the app reads them with
 * core/status onboardingStatusOf: DOCUMENTOS first, then SELFIE, anything else is ADD_ID_DETAILS).
 */
export const PENDENCY = {
  email: 'EMAIL',
  phone: 'TELEFONE',
  user: 'USUARIO',
  documents: 'DOCUMENTOS',
  selfie: 'SELFIE',
  person: 'DADOS_PESSOAIS',
  address: 'ENDERECO',
} as const;

/** Three refused selfies and the identity check stops (status 8); the customer is told to seek help. */
export const MAX_SELFIE_FAILURES = 3;
/** The CAF section that failed when the selfie is refused (our numbering: 1 document, 2 selfie). */
export const SELFIE_SECTION = 2;

const DESCRIPTION: Record<number, string> = {
  [RegistrationStatusId.InProgress]: 'EM_ANDAMENTO',
  [RegistrationStatusId.Complete]: 'CADASTRO_COMPLETO',
  [RegistrationStatusId.CafRejected]: 'CAF_REPROVADO',
  [RegistrationStatusId.KycAnalysis]: 'KYC_ANALISE',
  [RegistrationStatusId.KycRejected]: 'KYC_REPROVADO',
  [RegistrationStatusId.CafAnalysis]: 'CAF_ANALISE',
  [RegistrationStatusId.ValidateEmail]: 'VALIDAR_EMAIL',
};

/** The CAF section that failed when the analyst refuses the application (3: the CPF at the tax office). */
export const TAX_OFFICE_SECTION = 3;

/** What is still missing, in the order the app asks for it. */
export function pendenciesOf(row: OnboardingRow): string[] {
  const missing: string[] = [];
  if (!row.email) missing.push(PENDENCY.email);
  if (!row.phone_verified_at) missing.push(PENDENCY.phone);
  if (!row.password_hash) missing.push(PENDENCY.user);
  if (missing.length > 0) return missing;
  if (!row.document?.frente || !row.document.verso) missing.push(PENDENCY.documents);
  if (!row.selfie) missing.push(PENDENCY.selfie);
  if (!row.person) missing.push(PENDENCY.person);
  if (!row.address) missing.push(PENDENCY.address);
  return missing;
}

/**
 * The client status (wallet.md sections 3 and 4; decision 0029): 1 with what is pending (none: the
 * terms are next), 8 after MAX_SELFIE_FAILURES refused selfies; once the terms are signed, the review:
 * 3 KYC_ANALISE, then 7 CAF_ANALISE, 5 KYC_REJECTED with the analyst's pendencies, 8 when refused
 * (section 3, the CPF's situation in `situacaoCpf`), 2 when approved (the account is then opened with
 * conta/cadastrar-conta; `contaAberta` says whether it was); after it opened, 13 until the e-mail is
 * confirmed. Applications signed before the review existed count as approved.
 */
export function registrationStatus(row: OnboardingRow) {
  let id: number = RegistrationStatusId.InProgress;
  let pendencias: string[] = [];
  let secoesReprovadas: number[] = [];
  let situacaoCpf: string | null = null;
  const verdict = row.analysis_verdict?.verdict;
  if (row.customer_id) {
    id = row.email_verified_at ? RegistrationStatusId.Complete : RegistrationStatusId.ValidateEmail;
  } else if (row.terms_signed_at) {
    switch (row.analysis_stage) {
      case 'KYC':
        id = RegistrationStatusId.KycAnalysis;
        break;
      case 'CAF':
        id = RegistrationStatusId.CafAnalysis;
        break;
      case 'PENDENCIES':
        id = RegistrationStatusId.KycRejected;
        pendencias = verdict?.outcome === 'PENDENCIES' ? [...verdict.pendencies] : [];
        break;
      case 'REFUSED':
        id = RegistrationStatusId.CafRejected;
        secoesReprovadas = [TAX_OFFICE_SECTION];
        situacaoCpf = verdict?.outcome === 'REFUSED' ? verdict.situation : null;
        break;
      default:
        id = RegistrationStatusId.Complete;
    }
  } else if (!row.selfie && row.selfie_failures >= MAX_SELFIE_FAILURES) {
    id = RegistrationStatusId.CafRejected;
    secoesReprovadas = [SELFIE_SECTION];
  } else pendencias = pendenciesOf(row);
  return {
    statusCadastroClienteId: id,
    statusCadastroClienteDescricao: DESCRIPTION[id] ?? 'DESCONHECIDO',
    erros: [] as string[],
    pendencias,
    pendentesOnboard: id === RegistrationStatusId.InProgress ? pendencias : [],
    secoesReprovadas,
    situacaoCpf,
    contaAberta: row.customer_id !== null,
    emailConfirmado: row.email_verified_at !== null,
  };
}

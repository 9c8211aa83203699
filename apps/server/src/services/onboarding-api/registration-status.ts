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
};

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
 * The client status (wallet.md section 3): 2 once the terms are signed (the account is then opened with
 * conta/cadastrar-conta; `contaAberta` says whether it was), 8 after MAX_SELFIE_FAILURES refused selfies,
 * otherwise 1 with what is pending (none pending: the terms are next).
 */
export function registrationStatus(row: OnboardingRow) {
  let id: number = RegistrationStatusId.InProgress;
  let pendencias: string[] = [];
  let secoesReprovadas: number[] = [];
  if (row.terms_signed_at || row.customer_id) id = RegistrationStatusId.Complete;
  else if (!row.selfie && row.selfie_failures >= MAX_SELFIE_FAILURES) {
    id = RegistrationStatusId.CafRejected;
    secoesReprovadas = [SELFIE_SECTION];
  } else pendencias = pendenciesOf(row);
  return {
    statusCadastroClienteId: id,
    statusCadastroClienteDescricao: DESCRIPTION[id] ?? 'DESCONHECIDO',
    erros: [] as string[],
    pendencias,
    pendentesOnboard: pendencias,
    secoesReprovadas,
    contaAberta: row.customer_id !== null,
  };
}

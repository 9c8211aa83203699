import { bridge } from '../../../native/bridge.ts';
import type { PersonPayload } from '../flow/registration-payload.ts';
import { onboardingCall } from './onboarding-client.ts';

// One function per call of the onboarding service (docs/onboarding-api.md); the pages use them
// through TanStack Query mutations in the step components.

export interface OnboardingRecord {
  chaveOnboarding: string;
  chaveUsuario: string | null;
  apelido: string;
}

export interface ClientStatus {
  statusCadastroClienteId: number;
  pendencias: string[];
  secoesReprovadas: number[];
  contaAberta: boolean;
  /** The CPF's situation at the tax office, when the analyst refused the application. */
  situacaoCpf?: string | null;
  emailConfirmado?: boolean;
}

export const startOnboarding = (body: {
  identificacaoFiscal: string;
  nome: string;
  apelido: string;
  dataNascimento: string;
}) => onboardingCall<OnboardingRecord>('POST', 'onboarding', body);

export const resumeOnboarding = (body: { identificacaoFiscal: string; senha: string }) =>
  onboardingCall<OnboardingRecord>('POST', 'onboarding', body);

export const registerEmail = (key: string, email: string) =>
  onboardingCall<unknown>('PATCH', `onboarding/${key}/email`, { email });

export const sendPhoneCode = (ddd: string, numero: string) =>
  onboardingCall<{ celularMascarado: string }>('POST', 'onboarding/token', { ddd, numero });

export const validatePhoneCode = (codigo: string) =>
  onboardingCall<unknown>('POST', 'onboarding/token/validar', { codigo });

/**
 * The device creating the user (wallet.md section 3, onboarding user): latitude and longitude are 0,
 * as without consent (the location is asked only after the account opens); the system version when
 * the shell tells it; unknown fields are left out. The server keeps it with the onboarding.
 */
export interface OpeningDevice {
  idDispositivo: string;
  modeloDispositivo: string;
  nomeDispositivo: string;
  latitude: number;
  longitude: number;
  tipoSo: string;
  versaoSo?: string;
}

export function openingDevice(): OpeningDevice {
  const device = bridge.deviceInfo();
  return {
    idDispositivo: device.deviceId,
    modeloDispositivo: device.model,
    nomeDispositivo: device.model,
    latitude: 0,
    longitude: 0,
    tipoSo: device.deviceType,
    ...(device.osVersion ? { versaoSo: device.osVersion } : {}),
  };
}

export const createUser = (senha: string, dispositivo: OpeningDevice) =>
  onboardingCall<unknown>('POST', 'onboarding/usuario', { senha, dispositivo });

export const fetchStatus = (cpf: string) =>
  onboardingCall<ClientStatus>('GET', `onboarding/identificacao-fiscal/${cpf}/status`);

export const uploadDocument = (tipoDocumento: number, base64: string) =>
  onboardingCall<{ frente: boolean; verso: boolean }>('POST', 'cliente/enviar-documento', {
    tipoDocumento,
    arquivo: { extensao: 1, base64 },
  });

export interface DocumentOcr {
  rgNumber: string;
  issueBody: string;
  issueState: string;
  issueDate: string;
  motherName: string;
  fatherName: string;
  /** The holder's name and birth date (YYYY-MM-DD) as the document gives them ('' when unread). */
  name: string;
  dob: string;
}

export const extractOcr = () => onboardingCall<DocumentOcr>('POST', 'cliente/extrair-ocr-documento', {});

export const cafCredentials = () =>
  onboardingCall<{ clientId: string; clientSecret: string }>('GET', 'getCAFToken');

/** The identity-check flags for the applicant (CAF, the web view's; CAF_VALIDATION, the app's). */
export const identityCheckFlags = () =>
  onboardingCall<{ CAF: boolean; CAF_VALIDATION: boolean }>('GET', 'onboarding/funcionalidades');

/** The selfie, with the identity-check token when the check runs (without it when it does not). */
export const uploadSelfie = (base64: string, tokenCaf: string | null) =>
  onboardingCall<unknown>('POST', 'cliente/enviar-documento', {
    tipoDocumento: 9,
    arquivo: { extensao: 2, base64 },
    ...(tokenCaf ? { tokenCaf } : {}),
  });

export const registerPerson = (body: PersonPayload) =>
  onboardingCall<unknown>('POST', 'cliente/cadastrar-pessoa-fisica', body);

export interface Term {
  tipo: string;
  titulo: string;
  conteudo: string;
}

export const fetchTerms = () => onboardingCall<{ termos: Term[] }>('GET', 'onboarding/termos');

export const sendTermsCode = () => onboardingCall<unknown>('POST', 'token/gerar-2fa-assinatura-de-termo', {});

export const signTerms = (token: string) =>
  onboardingCall<unknown>('POST', 'cliente/assinar-termo', {
    token,
    aceiteTermoDeUso: true,
    aceiteDeclaracaoDeResidencia: true,
  });

/** The device opening the account goes along: it becomes the customer's first trusted device. */
export const openAccount = (primeiroPin: string) => {
  const device = bridge.deviceInfo();
  return onboardingCall<{ agencia: string; numero: string }>('POST', 'conta/cadastrar-conta', {
    tipoContaBancaria: 1,
    primeiroPin,
    dispositivo: { id: device.deviceId, tipo: device.deviceType, modelo: device.model },
  });
};

export interface QueuePlace {
  posicaoFilaOnboard: number;
  numeroDiasRestantesFila: number;
}

export const joinWaitlist = (identificacaoFiscal: string) =>
  onboardingCall<QueuePlace>('POST', 'cadastrar-cliente-fila', { identificacaoFiscal });

export const waitlistPosition = (identificacaoFiscal: string) =>
  onboardingCall<QueuePlace>('POST', 'obter-posicao-fila', { identificacaoFiscal });

/** After a KYC rejection, the fixed application goes back to the analyst. */
export const resubmitForReview = () =>
  onboardingCall<{ reenviado: boolean; etapa: string | null }>('POST', 'cliente/reenviar-para-analise', {});

export const sendEmailCode = () => onboardingCall<unknown>('POST', 'cliente/confirmacao-email/enviar', {});

export const confirmEmail = (codigo: string) =>
  onboardingCall<unknown>('POST', 'cliente/confirmacao-email', { codigo });

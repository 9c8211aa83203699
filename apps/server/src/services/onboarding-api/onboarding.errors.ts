import { BankCode } from '@carteira/core/errors';
import type { z } from 'zod';
import { describeIssue, describeIssues } from '../bank-api/public.ts';

/**
 * A refusal of the onboarding service: `{ status, codigo, message, details }`. `codigo` is a code of
 * the backend catalogue (@carteira/core/errors), which the app maps to its own text; `message` is the
 * pt-BR text for any other reader. Nothing is created when one is thrown.
 */
export class OnboardingError extends Error {
  readonly status: number;
  readonly codigo: number;
  readonly details: string;
  readonly errors: string[] | undefined;
  /** Further fields of the answer (the identity provider's messageCode, tries left). */
  extra: Record<string, unknown> = {};

  constructor(status: number, codigo: number, message: string, details = '', errors?: string[]) {
    super(message);
    this.name = 'OnboardingError';
    this.status = status;
    this.codigo = codigo;
    this.details = details;
    this.errors = errors;
  }

  toBody() {
    return {
      status: this.status,
      codigo: this.codigo,
      message: this.message,
      details: this.details,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extra,
    };
  }
}

export function invalidInput(issues: readonly z.core.$ZodIssue[]): OnboardingError {
  const { message, details } = describeIssues(issues);
  return new OnboardingError(
    400,
    BankCode.ValidationErrors,
    message,
    details,
    issues.slice(0, 5).map(describeIssue),
  );
}

export const invalid = (message: string, details = '') =>
  new OnboardingError(400, BankCode.ValidationErrors, message, details, [message]);

/** An image that is not a JPEG or PNG by its first bytes, whatever its name says (40030). */
export const imageFormatRefused = () =>
  new OnboardingError(
    400,
    BankCode.ImageFormatRefused,
    'Formato de imagem não aceito',
    'Envie uma foto JPEG ou PNG',
    ['arquivo: não é JPEG nem PNG'],
  );

/** An image over 2 MB (40031). */
export const imageTooLarge = () =>
  new OnboardingError(400, BankCode.ImageTooLarge, 'Imagem grande demais', 'Envie uma foto de até 2 MB', [
    'arquivo: maior que 2 MB',
  ]);

export const unauthorized = () =>
  new OnboardingError(401, BankCode.SessionExpired, 'Sessão de abertura de conta expirada', 'Comece de novo');

export const wrongClient = () =>
  new OnboardingError(401, BankCode.InvalidCredentials, 'Credencial de cliente inválida', '');

export const invalidCpf = () =>
  new OnboardingError(400, BankCode.InvalidCpf, 'CPF inválido', 'Confira o CPF');

export const underAge = () =>
  new OnboardingError(
    400,
    BankCode.ValidationErrors,
    'É preciso ter 18 anos ou mais para abrir a conta',
    'A abertura de conta pelo aplicativo é só para maiores de 18 anos',
    ['dataNascimento: menor de 18 anos'],
  );

export const accountExists = () =>
  new OnboardingError(
    409,
    BankCode.AccountAlreadyExists,
    'Este CPF já tem uma conta',
    'Entre com o CPF e a senha da conta',
  );

/** An onboarding already has a password: only that password resumes it. */
export const onboardingStarted = () =>
  new OnboardingError(
    409,
    BankCode.UserAlreadyExists,
    'Este CPF já começou a abrir uma conta',
    'Informe a senha criada para continuar de onde parou',
  );

export const emailInUse = () =>
  new OnboardingError(409, BankCode.EmailInUse, 'Este e-mail já está em uso', 'Use outro e-mail');

/** 40017: a mobile phone another customer has (one holder per phone, migration 0040). */
export const phoneInUse = () =>
  new OnboardingError(409, BankCode.PhoneInUse, 'Este celular já está em uso', 'Use outro celular');

export const invalidDdd = () => new OnboardingError(400, BankCode.InvalidAreaCode, 'DDD inválido', '');

export const resendTooSoon = () =>
  new OnboardingError(429, BankCode.ResendTooSoon, 'Aguarde um minuto e tente de novo', '');

export const wrongCode = (details = '') =>
  new OnboardingError(400, BankCode.IncorrectToken, 'Código incorreto ou expirado', details);

export const wrongStep = (message: string, details = '') =>
  new OnboardingError(409, BankCode.ValidationErrors, message, details, [message]);

export const onboardingNotFound = () =>
  new OnboardingError(404, BankCode.CustomerNotFound, 'Abertura de conta não encontrada', '');

const SITUATION_TEXT: Record<string, string> = {
  SUSPENSA: 'suspenso',
  CANCELADA: 'cancelado',
  TITULAR_FALECIDO: 'em nome de titular falecido',
  PENDENTE_DE_REGULARIZACAO: 'pendente de regularização',
  NULA: 'nulo',
};

/** 422 / 40195: the CPF's situation at the Receita Federal is not regular; nothing is created. */
export const cpfIrregular = (situation: string) =>
  new OnboardingError(
    422,
    BankCode.CpfIrregular,
    `Seu CPF consta como ${SITUATION_TEXT[situation] ?? 'irregular'} na Receita Federal`,
    'Regularize o CPF na Receita Federal (gov.br) e tente de novo',
    [`situacaoCadastral: ${situation}`],
  );

/** 403 40310: the identity check (the CAF or CAF_VALIDATION flag) is off for this applicant (decision 0038). */
export const identityCheckOff = () =>
  new OnboardingError(
    403,
    BankCode.IdentityCheckOff,
    'A verificação de identidade não está disponível para esta abertura de conta',
    'Envie a selfie sem o token da verificação de identidade',
  );

/** 400 40311: the identity check is on for this applicant, and the selfie came without its token. */
export const identityCheckRequired = () =>
  new OnboardingError(
    400,
    BankCode.IdentityCheckRequired,
    'A selfie precisa da verificação de identidade',
    'Envie a selfie com o token da verificação de identidade (tokenCaf)',
  );

import { onboardingStatusOf } from '@carteira/core/status';
import type { AddressValue } from '../../../components/address-rules.ts';
import type { ClientStatus, DocumentOcr } from '../api/onboarding-calls.ts';

/**
 * Opening an account (wallet.md section 2, the onboarding journey), as a typed state machine. The
 * pages render a state and dispatch events; the server's status decides where a resumed flow lands.
 */
export type OnboardingStep =
  | 'welcome'
  | 'resume'
  | 'holder'
  | 'email'
  | 'phone'
  | 'code'
  | 'password'
  | 'document'
  | 'selfie'
  | 'idDetails'
  | 'personal'
  | 'address'
  | 'revision'
  | 'terms'
  | 'sign'
  | 'waiting'
  | 'fix'
  | 'approved'
  | 'cards'
  | 'greeting'
  | 'pin'
  | 'confirmEmail'
  | 'done'
  | 'rejected';

export interface IdDetails {
  numero: string;
  dataEmissao: string;
  orgaoEmissor: string;
  ufOrgaoEmissor: string;
  nomeMae: string;
  nomePai: string;
}

export interface PersonalAnswers {
  sexo: 'F' | 'M';
  pep: { cargo: string; inicioExposicao: string } | null;
  /** Centavos. */
  renda: number;
}

export interface OnboardingState {
  step: OnboardingStep;
  cpf: string;
  /** The holder's name and e-mail as typed in this visit ('' when the flow was resumed). */
  name: string;
  email: string;
  key: string;
  phone: string;
  ocr: DocumentOcr | null;
  idDetails: IdDetails | null;
  personal: PersonalAnswers | null;
  /** The address as entered, sent with the rest of the data from the revision. */
  address: AddressValue | null;
  account: { agencia: string; numero: string } | null;
  /** What the analyst asked to fix (KYC_REJECTED). */
  pendencies: string[];
  /** The CPF's situation at the tax office when the analyst refused it. */
  situation: string | null;
  emailConfirmed: boolean;
  /** A correction asked from the revision: the corrected step returns to the revision. */
  editing: boolean;
  /**
   * The session's shouldShowCAF (wallet.md section 3): whether the selfie went through the identity
   * check (its four conditions, cross-cutting.md section 6); null before the selfie.
   */
  shouldShowCAF: boolean | null;
}

export type OnboardingEvent =
  | { type: 'START' }
  | { type: 'CHOOSE_RESUME' }
  | { type: 'HOLDER_SAVED'; cpf: string; key: string; name: string }
  | { type: 'RESUMED'; cpf: string; key: string; status: ClientStatus }
  | { type: 'EMAIL_SAVED'; email: string }
  | { type: 'CODE_SENT'; phone: string }
  | { type: 'PHONE_CONFIRMED' }
  | { type: 'USER_CREATED' }
  | { type: 'DOCUMENT_SENT' }
  | { type: 'SELFIE_APPROVED'; ocr: DocumentOcr | null; shouldShowCAF: boolean }
  | { type: 'SELFIE_REJECTED' }
  | { type: 'ID_CONFIRMED'; details: IdDetails }
  | { type: 'PERSONAL_ANSWERED'; answers: PersonalAnswers }
  | { type: 'ADDRESS_ENTERED'; address: AddressValue }
  | { type: 'EDIT'; step: 'idDetails' | 'personal' | 'address' }
  | { type: 'DATA_SENT' }
  | { type: 'TERMS_ACCEPTED' }
  | { type: 'TERMS_SIGNED' }
  | { type: 'ACCOUNT_OPENED'; account: { agencia: string; numero: string } }
  | { type: 'REVIEWED'; status: ClientStatus }
  | { type: 'APPROVED_SEEN' }
  | { type: 'CARDS_SEEN' }
  | { type: 'GREETED' }
  | { type: 'EMAIL_CONFIRMED' }
  | { type: 'EMAIL_LATER' }
  | { type: 'BACK' };

export const onboardingStart: OnboardingState = {
  step: 'welcome',
  cpf: '',
  name: '',
  email: '',
  key: '',
  phone: '',
  ocr: null,
  idDetails: null,
  personal: null,
  address: null,
  account: null,
  pendencies: [],
  situation: null,
  emailConfirmed: false,
  editing: false,
  shouldShowCAF: null,
};

/** Where the server's status sends a resumed onboarding (core/status onboardingStatusOf). */
export function stepOfStatus(status: ClientStatus): OnboardingStep {
  if (status.contaAberta)
    return status.statusCadastroClienteId === 13 || status.emailConfirmado === false
      ? 'confirmEmail'
      : 'done';
  const state = onboardingStatusOf({
    executed: true,
    statusId: status.statusCadastroClienteId,
    pendencies: status.pendencias,
    failedSectionIds: status.secoesReprovadas,
  });
  switch (state.status) {
    case 'UPLOAD_DOCUMENT':
      return 'document';
    case 'UPLOAD_SELFIE':
      return 'selfie';
    case 'ADD_ID_DETAILS':
      return state.pendencies.includes('USUARIO') ? 'resume' : 'idDetails';
    case 'SIGN_TERMS':
      return 'terms';
    case 'REGISTRATION_COMPLETE':
      return 'approved';
    case 'KYC_ANALISE':
    case 'CAF_ANALISE':
      return 'waiting';
    case 'KYC_REJECTED':
      return 'fix';
    case 'VALIDATE_EMAIL':
      return 'confirmEmail';
    case 'CAF_REJECTED':
      return 'rejected';
    default:
      return 'resume';
  }
}

/** What the review said: the pendencies to fix, the CPF's situation when refused, the e-mail. */
function reviewOf(status: ClientStatus): Partial<OnboardingState> {
  return {
    pendencies: status.statusCadastroClienteId === 5 ? [...status.pendencias] : [],
    situation: status.situacaoCpf ?? null,
    emailConfirmed: status.emailConfirmado === true,
  };
}

/**
 * The spec's route of each step (wallet.md section 2: the public access routes, the onboarding's private
 * routes and the end screens among "Home and general"): the page moves there, carrying the flow's state
 * in the navigation state (decision 0036). A refusal stays on the route where it came.
 */
export const ROUTE_OF_STEP: Readonly<Partial<Record<OnboardingStep, string>>> = {
  welcome: '/userIdCreation',
  resume: '/userIdCreation',
  holder: '/newSignUpPageComp',
  email: '/EmailVerification',
  phone: '/phoneNumberVerification',
  code: '/phoneNumberVerification',
  password: '/identityCreation',
  document: '/identification',
  selfie: '/validateIdCreation',
  idDetails: '/docInformation',
  personal: '/docInformation',
  address: '/docInformation',
  revision: '/revision',
  terms: '/terms',
  sign: '/contract',
  waiting: '/waitingApproval',
  fix: '/newDocUpload',
  approved: '/accountAprove',
  cards: '/cardInfoComponent',
  greeting: '/welcomeComponent',
  pin: '/setUpPin',
  confirmEmail: '/validateEmail',
  done: '/accountConfirmation',
};

/**
 * The step Back returns to; none leaves the flow. Steps past the password never go back before it, nor
 * past a step the bank has already recorded (the terms, the review, the opened account).
 */
const BACK: Partial<Record<OnboardingStep, OnboardingStep>> = {
  resume: 'welcome',
  holder: 'welcome',
  phone: 'email',
  code: 'phone',
  idDetails: 'selfie',
  personal: 'idDetails',
  address: 'personal',
  revision: 'address',
  sign: 'terms',
  greeting: 'cards',
  pin: 'greeting',
};

/** The steps whose answers the revision shows (and corrects). */
const DATA_STEPS: ReadonlySet<OnboardingStep> = new Set(['idDetails', 'personal', 'address']);

export function onboardingReducer(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  const to = (step: OnboardingStep, patch: Partial<OnboardingState> = {}) => ({ ...state, ...patch, step });
  // a step of the data the revision shows: after a correction asked from it, back to the revision
  const dataTo = (step: OnboardingStep, patch: Partial<OnboardingState>) =>
    state.editing ? to('revision', { ...patch, editing: false }) : to(step, patch);
  switch (event.type) {
    case 'START':
      return state.step === 'welcome' ? to('holder') : state;
    case 'CHOOSE_RESUME':
      return state.step === 'welcome' ? to('resume') : state;
    case 'HOLDER_SAVED':
      return state.step === 'holder'
        ? to('email', { cpf: event.cpf, key: event.key, name: event.name })
        : state;
    case 'RESUMED':
      return state.step === 'resume'
        ? to(stepOfStatus(event.status), { cpf: event.cpf, key: event.key, ...reviewOf(event.status) })
        : state;
    case 'REVIEWED':
      return state.step === 'waiting' || state.step === 'fix'
        ? to(stepOfStatus(event.status), reviewOf(event.status))
        : state;
    case 'APPROVED_SEEN':
      return state.step === 'approved' ? to('cards') : state;
    case 'CARDS_SEEN':
      return state.step === 'cards' ? to('greeting') : state;
    case 'GREETED':
      return state.step === 'greeting' ? to('pin') : state;
    case 'EMAIL_CONFIRMED':
      return state.step === 'confirmEmail' ? to('done', { emailConfirmed: true }) : state;
    case 'EMAIL_LATER':
      return state.step === 'confirmEmail' ? to('done') : state;
    case 'EMAIL_SAVED':
      return state.step === 'email' ? to('phone', { email: event.email }) : state;
    case 'CODE_SENT':
      return state.step === 'phone' ? to('code', { phone: event.phone }) : state;
    case 'PHONE_CONFIRMED':
      return state.step === 'code' ? to('password') : state;
    case 'USER_CREATED':
      return state.step === 'password' ? to('document') : state;
    case 'DOCUMENT_SENT':
      return state.step === 'document' ? to('selfie') : state;
    case 'SELFIE_APPROVED':
      return state.step === 'selfie'
        ? to('idDetails', { ocr: event.ocr, shouldShowCAF: event.shouldShowCAF })
        : state;
    case 'SELFIE_REJECTED':
      return state.step === 'selfie' ? to('rejected') : state;
    case 'ID_CONFIRMED':
      return state.step === 'idDetails' ? dataTo('personal', { idDetails: event.details }) : state;
    case 'PERSONAL_ANSWERED':
      return state.step === 'personal' ? dataTo('address', { personal: event.answers }) : state;
    case 'ADDRESS_ENTERED':
      return state.step === 'address' ? dataTo('revision', { address: event.address }) : state;
    case 'EDIT':
      return state.step === 'revision' ? to(event.step, { editing: true }) : state;
    case 'DATA_SENT':
      return state.step === 'revision' ? to('terms') : state;
    case 'TERMS_ACCEPTED':
      return state.step === 'terms' ? to('sign') : state;
    case 'TERMS_SIGNED':
      return state.step === 'sign' ? to('waiting') : state;
    case 'ACCOUNT_OPENED':
      return state.step === 'pin' ? to('confirmEmail', { account: event.account }) : state;
    case 'BACK': {
      if (state.editing && DATA_STEPS.has(state.step)) return to('revision', { editing: false });
      const previous = BACK[state.step];
      return previous ? to(previous) : state;
    }
  }
}

/** Back leaves the flow from a step with no previous one. */
export const leavesOnBack = (state: OnboardingState) =>
  !(state.editing && DATA_STEPS.has(state.step)) && BACK[state.step] === undefined;

/**
 * The flow's state carried in the navigation state, completed with the start's fields (a state from an
 * older version of the app lacks the newer ones); undefined when there is none.
 */
export function carriedState(navigation: unknown): OnboardingState | undefined {
  const carried = (navigation as { onboarding?: Partial<OnboardingState> } | null)?.onboarding;
  if (!carried || typeof carried !== 'object' || typeof carried.step !== 'string') return undefined;
  return { ...onboardingStart, ...carried } as OnboardingState;
}

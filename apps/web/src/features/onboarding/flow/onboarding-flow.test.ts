import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths.ts';
import {
  carriedState,
  leavesOnBack,
  type OnboardingState,
  onboardingReducer,
  onboardingStart,
  ROUTE_OF_STEP,
  stepOfStatus,
} from './onboarding-flow.ts';

const ADDRESS = {
  cep: '01001000',
  street: 'Praça da Sé',
  neighborhood: 'Sé',
  number: '100',
  complement: 'apto 12',
  city: 'São Paulo',
  state: 'SP',
};

const at = (step: OnboardingState['step'], patch: Partial<OnboardingState> = {}): OnboardingState => ({
  ...onboardingStart,
  ...patch,
  step,
});

const status = (id: number, pendencias: string[] = [], contaAberta = false) => ({
  statusCadastroClienteId: id,
  pendencias,
  secoesReprovadas: id === 8 ? [2] : [],
  contaAberta,
});

describe('onboarding flow', () => {
  it('runs from welcome to done in the journey order', () => {
    const events = [
      { type: 'START' },
      { type: 'HOLDER_SAVED', cpf: '41234567801', key: 'k', name: 'Joana Prado' },
      { type: 'EMAIL_SAVED', email: 'joana@example.com' },
      { type: 'CODE_SENT', phone: '(11) 91234-5678' },
      { type: 'PHONE_CONFIRMED' },
      { type: 'USER_CREATED' },
      { type: 'DOCUMENT_SENT' },
      { type: 'SELFIE_APPROVED', ocr: null, shouldShowCAF: true },
      {
        type: 'ID_CONFIRMED',
        details: {
          numero: '1',
          dataEmissao: '2020-01-01',
          orgaoEmissor: 'SSP',
          ufOrgaoEmissor: 'SP',
          nomeMae: 'M',
          nomePai: '',
        },
      },
      { type: 'PERSONAL_ANSWERED', answers: { sexo: 'F', pep: null, renda: 100 } },
      { type: 'ADDRESS_ENTERED', address: ADDRESS },
      { type: 'DATA_SENT' },
      { type: 'TERMS_ACCEPTED' },
      { type: 'TERMS_SIGNED' },
      { type: 'REVIEWED', status: status(3) },
      { type: 'REVIEWED', status: status(7) },
      { type: 'REVIEWED', status: status(2) },
      { type: 'APPROVED_SEEN' },
      { type: 'CARDS_SEEN' },
      { type: 'GREETED' },
      { type: 'ACCOUNT_OPENED', account: { agencia: '0001', numero: '20000014' } },
      { type: 'EMAIL_CONFIRMED' },
    ] as const;
    const steps: string[] = [];
    events.reduce((state, event) => {
      const next = onboardingReducer(state, event);
      steps.push(next.step);
      return next;
    }, onboardingStart);
    expect(steps).toEqual([
      'holder',
      'email',
      'phone',
      'code',
      'password',
      'document',
      'selfie',
      'idDetails',
      'personal',
      'address',
      'revision',
      'terms',
      'sign',
      'waiting',
      'waiting',
      'waiting',
      'approved',
      'cards',
      'greeting',
      'pin',
      'confirmEmail',
      'done',
    ]);
  });

  it('ignores an event out of its step, and Back never returns before the password', () => {
    const atEmail = onboardingReducer({ ...onboardingStart, step: 'email' }, { type: 'DOCUMENT_SENT' });
    expect(atEmail.step).toBe('email');
    expect(onboardingReducer({ ...onboardingStart, step: 'document' }, { type: 'BACK' }).step).toBe(
      'document',
    );
    expect(onboardingReducer({ ...onboardingStart, step: 'address' }, { type: 'BACK' }).step).toBe(
      'personal',
    );
  });

  it('a resumed onboarding lands where the status says', () => {
    expect(stepOfStatus(status(1, ['DOCUMENTOS', 'SELFIE', 'DADOS_PESSOAIS']))).toBe('document');
    expect(stepOfStatus(status(1, ['SELFIE', 'DADOS_PESSOAIS']))).toBe('selfie');
    expect(stepOfStatus(status(1, ['DADOS_PESSOAIS', 'ENDERECO']))).toBe('idDetails');
    expect(stepOfStatus(status(1))).toBe('terms');
    expect(stepOfStatus(status(2))).toBe('approved');
    expect(stepOfStatus(status(3))).toBe('waiting');
    expect(stepOfStatus(status(7))).toBe('waiting');
    expect(stepOfStatus(status(5, ['DOCUMENTO_ILEGIVEL']))).toBe('fix');
    expect(stepOfStatus(status(13, [], true))).toBe('confirmEmail');
    expect(stepOfStatus({ ...status(2, [], true), emailConfirmado: false })).toBe('confirmEmail');
    expect(stepOfStatus(status(2, [], true))).toBe('done');
    expect(stepOfStatus(status(8))).toBe('rejected');
    expect(stepOfStatus(status(42))).toBe('resume');
    const resumed = onboardingReducer(
      { ...onboardingStart, step: 'resume' },
      {
        type: 'RESUMED',
        cpf: '41234567801',
        key: 'k',
        status: status(1, ['SELFIE']),
      },
    );
    expect(resumed).toMatchObject({ step: 'selfie', cpf: '41234567801', key: 'k' });
  });

  it('a KYC rejection carries its pendencies to the fix screen; a refusal its CPF situation', () => {
    const waiting = { ...onboardingStart, step: 'waiting' as const };
    const fix = onboardingReducer(waiting, { type: 'REVIEWED', status: status(5, ['DOCUMENTO_ILEGIVEL']) });
    expect(fix).toMatchObject({ step: 'fix', pendencies: ['DOCUMENTO_ILEGIVEL'] });
    expect(onboardingReducer(fix, { type: 'REVIEWED', status: status(2) }).step).toBe('approved');
    const refused = onboardingReducer(waiting, {
      type: 'REVIEWED',
      status: { ...status(8), secoesReprovadas: [3], situacaoCpf: 'SUSPENSA' },
    });
    expect(refused).toMatchObject({ step: 'rejected', situation: 'SUSPENSA' });
    // the review's events do nothing elsewhere
    expect(onboardingReducer(onboardingStart, { type: 'REVIEWED', status: status(2) }).step).toBe('welcome');
  });

  it('puts every step at a route of the spec the feature renders, the end screens at theirs', () => {
    const served = new Set<string>(PATHS);
    for (const route of Object.values(ROUTE_OF_STEP)) expect(served.has(route)).toBe(true);
    expect(ROUTE_OF_STEP).toMatchObject({
      welcome: '/userIdCreation',
      holder: '/newSignUpPageComp',
      email: '/EmailVerification',
      code: '/phoneNumberVerification',
      password: '/identityCreation',
      document: '/identification',
      selfie: '/validateIdCreation',
      idDetails: '/docInformation',
      revision: '/revision',
      terms: '/terms',
      sign: '/contract',
      cards: '/cardInfoComponent',
      greeting: '/welcomeComponent',
      pin: '/setUpPin',
    });
    // every private onboarding route of the spec holds a step; /privacyComp holds none (its own page)
    for (const route of [
      '/EmailVerification',
      '/identification',
      '/identityCreation',
      '/validateIdCreation',
      '/docInformation',
      '/contract',
      '/terms',
      '/newDocUpload',
      '/waitingApproval',
      '/validateEmail',
      '/accountAprove',
      '/accountConfirmation',
    ])
      expect(Object.values(ROUTE_OF_STEP)).toContain(route);
    expect(Object.values(ROUTE_OF_STEP)).not.toContain('/privacyComp');
  });

  it('a correction asked from the revision returns to the revision, by its Next or by Back', () => {
    const revision = at('revision', { address: ADDRESS, editing: false });
    const editing = onboardingReducer(revision, { type: 'EDIT', step: 'personal' });
    expect(editing).toMatchObject({ step: 'personal', editing: true });
    expect(leavesOnBack(editing)).toBe(false);
    const answered = onboardingReducer(editing, {
      type: 'PERSONAL_ANSWERED',
      answers: { sexo: 'M', pep: null, renda: 250000 },
    });
    expect(answered).toMatchObject({ step: 'revision', editing: false, personal: { sexo: 'M' } });
    const backed = onboardingReducer(onboardingReducer(revision, { type: 'EDIT', step: 'address' }), {
      type: 'BACK',
    });
    expect(backed).toMatchObject({ step: 'revision', editing: false });
    // not editing: Back from the revision goes to the address, and the address on to the revision
    expect(onboardingReducer(revision, { type: 'BACK' }).step).toBe('address');
    expect(
      onboardingReducer(at('personal'), {
        type: 'PERSONAL_ANSWERED',
        answers: { sexo: 'F', pep: null, renda: 1 },
      }).step,
    ).toBe('address');
  });

  it('Back: inside the signing and the first-access screens; off the flow where the bank has recorded the step', () => {
    expect(onboardingReducer(at('sign'), { type: 'BACK' }).step).toBe('terms');
    expect(onboardingReducer(at('pin'), { type: 'BACK' }).step).toBe('greeting');
    expect(onboardingReducer(at('greeting'), { type: 'BACK' }).step).toBe('cards');
    for (const step of ['terms', 'waiting', 'approved', 'cards', 'confirmEmail', 'done', 'email'] as const) {
      expect(leavesOnBack(at(step)), step).toBe(true);
      expect(onboardingReducer(at(step), { type: 'BACK' }).step).toBe(step);
    }
  });

  it('reads the flow from the navigation state, completing an older one, and nothing else', () => {
    expect(carriedState(null)).toBeUndefined();
    expect(carriedState({ direction: 'back' })).toBeUndefined();
    expect(carriedState({ onboarding: { cpf: '1' } })).toBeUndefined();
    const older = carriedState({ onboarding: { step: 'waiting', cpf: '41234567801' } });
    expect(older).toMatchObject({
      step: 'waiting',
      cpf: '41234567801',
      editing: false,
      address: null,
      name: '',
    });
  });
});

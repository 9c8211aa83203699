import { describe, expect, it } from 'vitest';
import { onboardingReducer, onboardingStart, stepOfStatus } from './onboarding-flow.ts';

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
      { type: 'HOLDER_SAVED', cpf: '41234567801', key: 'k' },
      { type: 'EMAIL_SAVED' },
      { type: 'CODE_SENT', phone: '(11) 91234-5678' },
      { type: 'PHONE_CONFIRMED' },
      { type: 'USER_CREATED' },
      { type: 'DOCUMENT_SENT' },
      { type: 'SELFIE_APPROVED', ocr: null },
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
      { type: 'ADDRESS_SAVED' },
      { type: 'TERMS_SIGNED' },
      { type: 'REVIEWED', status: status(3) },
      { type: 'REVIEWED', status: status(7) },
      { type: 'REVIEWED', status: status(2) },
      { type: 'APPROVED_SEEN' },
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
      'terms',
      'waiting',
      'waiting',
      'waiting',
      'approved',
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
});

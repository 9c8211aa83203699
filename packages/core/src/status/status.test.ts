import { describe, expect, it } from 'vitest';
import {
  accountStatusOf,
  boletoDirection,
  boletoStatusOf,
  CardStatusText,
  ContractingStatus,
  cardStatusGroupOf,
  groupAfterBlock,
  invoiceItemKindOf,
  invoicePaymentOf,
  invoiceStatusOf,
  isCardOffered,
  isFgtsContractVisible,
  isFinancingContractListed,
  isScheduleCancelConfirmed,
  normalizeStatus,
  onboardingStatusOf,
  PixScheduleQueryStatus,
  pixLimitChangeStateOf,
  requestStatusOf,
  scheduledKindOf,
  scheduledPixStateOf,
} from './index.ts';

describe('normalizeStatus', () => {
  it('folds case, accents and separators', () => {
    expect(normalizeStatus(' Em aberto ')).toBe('EM_ABERTO');
    expect(normalizeStatus('em-aberto')).toBe('EM_ABERTO');
    expect(normalizeStatus('Emissão')).toBe('EMISSAO');
    expect(normalizeStatus(null)).toBe('');
  });
});

describe('onboardingStatusOf', () => {
  const ok = (statusId: number | null, pendencies?: string[]) =>
    onboardingStatusOf({ executed: true, statusId, pendencies: pendencies ?? null });

  it('reads status 1 by its pendencies', () => {
    expect(ok(1)).toEqual({ status: 'SIGN_TERMS' });
    expect(ok(1, [])).toEqual({ status: 'SIGN_TERMS' });
    expect(ok(1, [' '])).toEqual({ status: 'SIGN_TERMS' });
    expect(ok(1, ['DOCUMENTOS'])).toEqual({ status: 'UPLOAD_DOCUMENT' });
    expect(ok(1, ['Documents'])).toEqual({ status: 'UPLOAD_DOCUMENT' });
    expect(ok(1, ['Selfie'])).toEqual({ status: 'UPLOAD_SELFIE' });
    expect(ok(1, ['SELFIE', 'DOCUMENTOS'])).toEqual({ status: 'UPLOAD_DOCUMENT' });
    expect(ok(1, ['Endereço', 'Renda'])).toEqual({
      status: 'ADD_ID_DETAILS',
      pendencies: ['Endereço', 'Renda'],
    });
  });

  it.each([
    [2, 'REGISTRATION_COMPLETE'],
    [3, 'KYC_ANALISE'],
    [7, 'CAF_ANALISE'],
    [9, 'SIGN_TERMS'],
    [13, 'VALIDATE_EMAIL'],
    [4, 'UNKNOWN_STATUS'],
    [6, 'UNKNOWN_STATUS'],
    [99, 'UNKNOWN_STATUS'],
  ])('%i -> %s', (statusId, status) => {
    expect(ok(statusId)).toEqual({ status });
  });

  it('carries pendencies on KYC rejection and failed sections on CAF rejection', () => {
    expect(ok(5, ['RG ilegível'])).toEqual({ status: 'KYC_REJECTED', pendencies: ['RG ilegível'] });
    expect(onboardingStatusOf({ executed: true, statusId: 8, failedSectionIds: [2, 5] })).toEqual({
      status: 'CAF_REJECTED',
      failedSectionIds: [2, 5],
    });
    expect(onboardingStatusOf({ executed: true, statusId: 8 })).toEqual({
      status: 'CAF_REJECTED',
      failedSectionIds: [],
    });
  });

  it('is unknown when the call did not execute or there is no id', () => {
    expect(onboardingStatusOf({ executed: false, statusId: 2 })).toEqual({ status: 'UNKNOWN_STATUS' });
    expect(ok(null)).toEqual({ status: 'UNKNOWN_STATUS' });
  });
});

describe('boleto', () => {
  const today = '2026-03-18';

  it.each([
    ['Pago', '2026-01-01', 'paid'],
    ['PAGO', null, 'paid'],
    ['Aberto', '2026-03-18', 'open'],
    ['Aberto', '2026-03-19', 'open'],
    ['Aberto', '2026-03-17', 'expired'],
    ['aberto', null, 'open'],
    ['Baixado', '2026-03-17', 'expired'],
    ['Baixado', '2026-03-18', 'cancelled'],
    ['Float', '2026-03-01', 'expired'],
    ['Float', '2026-04-01', 'cancelled'],
    ['Baixado', 'not a date', 'cancelled'],
    ['Registrado', '2026-03-01', 'boleto'],
    [null, null, 'boleto'],
  ])('%s due %s -> %s', (status, due, category) => {
    expect(boletoStatusOf(status, due, today)).toBe(category);
  });

  it('compares São Paulo days for date-times', () => {
    // 01:00 UTC on the 18th is still the 17th in São Paulo: the due date has passed.
    expect(boletoStatusOf('Aberto', '2026-03-18T01:00:00Z', today)).toBe('expired');
    expect(
      boletoStatusOf('Aberto', '2026-03-18T12:00:00Z', new Date('2026-03-18T23:00:00Z').toISOString()),
    ).toBe('open');
  });

  it('gives the direction letter', () => {
    expect(boletoDirection('paid')).toBe('C');
    expect(boletoDirection('expired')).toBe('E');
    expect(boletoDirection('cancelled')).toBe('E');
    expect(boletoDirection('open')).toBe('B');
    expect(boletoDirection('boleto')).toBeNull();
  });
});

describe('credit card invoice', () => {
  it('reads status and payment status', () => {
    expect(invoiceStatusOf('ABERTA')).toBe('open');
    expect(invoiceStatusOf('FECHADA')).toBe('closed');
    expect(invoiceStatusOf('ABERTA', { future: true })).toBe('future');
    expect(invoiceStatusOf('OUTRA')).toBe('unknown');
    expect(invoicePaymentOf('ABAIXO_DO_MINIMO')).toBe('partial');
    expect(invoicePaymentOf('MINIMO')).toBe('partial');
    expect(invoicePaymentOf('INTEGRAL')).toBe('paid');
    expect(invoicePaymentOf('PARCELADO')).toBe('installment');
    expect(invoicePaymentOf(undefined)).toBe('none');
    expect(invoiceItemKindOf(1)).toBe('debit');
    expect(invoiceItemKindOf(2)).toBe('credit');
    expect(invoiceItemKindOf(3)).toBe('excluded');
    expect(invoiceItemKindOf(4)).toBe('unknown');
  });
});

describe('scheduled items', () => {
  it('reads scheduled Pix states', () => {
    expect(scheduledPixStateOf(3)).toBe('inactive');
    expect(scheduledPixStateOf(4)).toBe('inactive');
    expect(scheduledPixStateOf(1)).toBe('active');
    expect(scheduledPixStateOf(2)).toBe('active');
    expect(scheduledPixStateOf(undefined)).toBe('active');
    expect(PixScheduleQueryStatus).toEqual({ Scheduled: 1, Cancelled: 3 });
  });

  it('confirms a cancellation only on status 3', () => {
    expect(isScheduleCancelConfirmed(3)).toBe(true);
    expect(isScheduleCancelConfirmed(4)).toBe(false);
    expect(isScheduleCancelConfirmed(null)).toBe(false);
  });

  it('reads limit changes', () => {
    expect(pixLimitChangeStateOf('Aprovado')).toBe('approved');
    expect(pixLimitChangeStateOf('APROVADO')).toBe('approved');
    expect(pixLimitChangeStateOf('Em análise')).toBe('pending');
    expect(pixLimitChangeStateOf(null)).toBe('pending');
  });

  it('reads the scheduled kind', () => {
    expect(scheduledKindOf(1)).toBe('ted');
    expect(scheduledKindOf(2)).toBe('ted');
    expect(scheduledKindOf(3)).toBe('boleto');
    expect(scheduledKindOf(4)).toBe('pix');
    expect(scheduledKindOf(null)).toBe('pix');
  });
});

describe('cards', () => {
  it('groups our own status texts', () => {
    const groups = Object.fromEntries(
      Object.entries(CardStatusText).map(([k, v]) => [k, cardStatusGroupOf(v)]),
    );
    expect(groups).toEqual({
      Unblocked: 'active',
      BlockedByCustomer: 'userBlocked',
      BlockedWrongPassword: 'userBlocked',
      BlockedForIssuance: 'userBlocked',
      CancelledFraud: 'cancelled',
      CancelledJudicial: 'cancelled',
      CancelledTheft: 'cancelled',
      CancelledLoss: 'cancelled',
      CancelledMisplacement: 'cancelled',
      CancelledSuspectedFraud: 'cancelled',
      CancelledPld: 'cancelled',
      CancelledDamage: 'cancelled',
      Cancelled: 'cancelled',
      Deactivated: 'cancelled',
    });
  });

  it('reads other wordings', () => {
    expect(cardStatusGroupOf('DESBLOQUEADO')).toBe('active');
    expect(cardStatusGroupOf('Bloqueado por roubo')).toBe('cancelled');
    expect(cardStatusGroupOf('BLOQUEADO_SENHA_INCORRETA')).toBe('userBlocked');
    expect(cardStatusGroupOf('Bloqueio emissao')).toBe('userBlocked');
    expect(cardStatusGroupOf('Cancelado/Desativado')).toBe('cancelled');
    expect(cardStatusGroupOf('Cartão danificado')).toBe('cancelled');
    expect(cardStatusGroupOf('Bloqueado')).toBe('unknown');
    expect(cardStatusGroupOf('')).toBe('unknown');
    expect(cardStatusGroupOf(undefined)).toBe('unknown');
  });

  it('offers only active or temporarily blocked cards', () => {
    expect(isCardOffered('active')).toBe(true);
    expect(isCardOffered('userBlocked')).toBe(true);
    expect(isCardOffered('cancelled')).toBe(false);
    expect(isCardOffered('unknown')).toBe(false);
  });

  it('knows what a block does', () => {
    expect(groupAfterBlock('temporary')).toBe('userBlocked');
    expect(groupAfterBlock('damaged')).toBe('cancelled');
    expect(groupAfterBlock('stolen')).toBe('cancelled');
    expect(groupAfterBlock('lost')).toBe('cancelled');
  });
});

describe('account status', () => {
  it('maps the ids', () => {
    expect(accountStatusOf(1)).toEqual({ category: 'active' });
    expect(accountStatusOf(2)).toEqual({ category: 'blocked', blockReason: 'client' });
    expect(accountStatusOf(3)).toEqual({ category: 'blocked', blockReason: 'organisationUnit' });
    expect(accountStatusOf(4)).toEqual({ category: 'blocked', blockReason: 'notActivated' });
    expect(accountStatusOf(5)).toEqual({ category: 'blocked', blockReason: 'clientCancellation' });
    expect(accountStatusOf(6)).toEqual({ category: 'blocked', blockReason: 'judicial' });
    expect(accountStatusOf(7)).toEqual({ category: 'blocked', blockReason: 'suspectedFraud' });
    expect(accountStatusOf(8)).toEqual({ category: 'blocked', blockReason: 'fraud' });
    expect(accountStatusOf(9)).toEqual({ category: 'blocked', blockReason: 'suspectedPld' });
    expect(accountStatusOf(10)).toEqual({ category: 'pending' });
    expect(accountStatusOf(11)).toEqual({ category: 'closed' });
    expect(accountStatusOf(0)).toEqual({ category: 'unknown' });
    expect(accountStatusOf(null)).toEqual({ category: 'unknown' });
  });
});

describe('request status', () => {
  it.each<[string, string | null, string]>([
    ['Em_Aberto', null, 'sent'],
    ['Em_Aberto', 'Recusado', 'rejected'],
    ['Em aberto', 'Enviada', 'sent'],
    ['Aprovada', 'A_Enviar', 'sent'],
    ['Aprovada', 'Enviada', 'sent'],
    ['Aprovada', 'Recusado', 'rejected'],
    ['Aprovada', 'Aceita', 'approved'],
    ['Aprovada', null, 'approved'],
    ['Retida', null, 'sent'],
    ['Retida', 'Recusado', 'rejected'],
    ['Cancelada', 'Recusado', 'cancelled'],
    ['Efetivada', null, 'active'],
    ['Outra', null, 'unknown'],
  ])('%s / %s -> %s', (status, sub, category) => {
    expect(requestStatusOf(status, sub)).toBe(category);
  });
});

describe('contracts', () => {
  it('hides cancelled FGTS contracts and lists only current financing contracts', () => {
    expect(isFgtsContractVisible('CANCELADO')).toBe(false);
    expect(isFgtsContractVisible('ATIVO')).toBe(true);
    expect(isFinancingContractListed('VIGENTE')).toBe(true);
    expect(isFinancingContractListed('QUITADO')).toBe(false);
    expect(isFinancingContractListed(undefined)).toBe(false);
  });
});

describe('financing contracting statuses', () => {
  it('names the twelve statuses of financing.md section 4 exactly', () => {
    expect(Object.values(ContractingStatus).sort()).toEqual(
      [
        'AGUARDANDO_ACEITE_PROPOSTA',
        'AGUARDANDO_FATURAMENTO',
        'AGUARDANDO_GERACAO_PROPOSTA',
        'AGUARDANDO_PAGAMENTO_ENTRADA',
        'AGUARDANDO_SELFIE',
        'ANALISE_CREDITO_REPROVADA',
        'CONTRATACAO_CANCELADA',
        'CONTRATACAO_FINALIZADA',
        'CONTRATACAO_INICIADA',
        'CONTRATACAO_NEGADA',
        'PROCESSANDO_ANALISE_CREDITO',
        'PROCESSANDO_FATURAMENTO',
      ].sort(),
    );
  });
});

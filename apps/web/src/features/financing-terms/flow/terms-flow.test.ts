import { describe, expect, it } from 'vitest';
import { anotherPhonePlan, canChooseAnotherPhoneWhilePending, isPaymentPending } from './contract-status.ts';
import {
  backAction,
  initialTermsState,
  MAX_PENDING_POLLS,
  stateOfStatus,
  termsReducer,
} from './terms-flow.ts';
import type { DeliveryAddress, TermsEvent, TermsState } from './terms-types.ts';

const home: DeliveryAddress = {
  cep: '01310200',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'Apto 52',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
};
const other: DeliveryAddress = { ...home, cep: '20040002', street: 'Avenida Rio Branco', number: '156' };

const run = (from: TermsState, ...events: TermsEvent[]) => events.reduce<TermsState>(termsReducer, from);
const start = initialTermsState(undefined);
const addressReady = run(start, { type: 'ADDRESS_READY', address: home, deliveryDate: '2026-12-02' });
const intro = run(addressReady, { type: 'ADDRESS_CONFIRMED' });
const terms = run(intro, { type: 'CAMERA_GRANTED' }, { type: 'SELFIE_TAKEN' }, { type: 'SELFIE_ACCEPTED' });
const downPayment = run(
  terms,
  { type: 'TERMS_TOGGLED', accepted: true },
  { type: 'ACCEPT_SENT' },
  { type: 'PROPOSAL_ACCEPTED' },
);
const pin = run(downPayment, { type: 'METHOD_CHOSEN', method: 'balance' }, { type: 'WARNING_CONFIRMED' });
const pix = run(downPayment, { type: 'METHOD_CHOSEN', method: 'pix' }, { type: 'WARNING_CONFIRMED' });
const pending = (status: string | null): TermsState => ({
  step: 'paymentPending',
  status,
  sheet: 'none',
  cancelling: false,
});

describe('terms flow entry', () => {
  it('starts at the address (loading the client data first) without an entry state', () => {
    expect(start).toEqual({ step: 'address', phase: 'loading', address: null, deliveryDate: null });
    expect(initialTermsState('none')).toEqual(start);
    expect(initialTermsState('somethingElse')).toEqual(start);
  });

  it('opens the named sub-states directly', () => {
    expect(initialTermsState('success')).toEqual({ step: 'success' });
    expect(initialTermsState('terms')).toEqual({ step: 'terms', accepted: false, sending: false });
    expect(initialTermsState('downPaymentInfo')).toMatchObject({ step: 'downPaymentInfo', sheet: 'none' });
    expect(initialTermsState('getFinanceStatus')).toEqual({ step: 'getFinanceStatus' });
    expect(initialTermsState('faceMatch')).toMatchObject({ step: 'faceMatch', phase: 'intro' });
    expect(initialTermsState('pixPage')).toMatchObject({ step: 'pixPage', generation: 0 });
    expect(initialTermsState('paymentPending')).toEqual(pending(null));
    expect(initialTermsState('errorFaceMatch')).toMatchObject({ step: 'errorFaceMatch' });
    expect(initialTermsState('progressBar')).toEqual({ step: 'getFinanceStatus' });
  });

  it('resumes by contract status after getFinanceStatus', () => {
    const load = (status: string) => run({ step: 'getFinanceStatus' }, { type: 'STATUS_LOADED', status });
    expect(load('CONTRATACAO_FINALIZADA')).toEqual({ step: 'success' });
    expect(load('AGUARDANDO_FATURAMENTO')).toEqual(pending('AGUARDANDO_FATURAMENTO'));
    expect(load('PROCESSANDO_FATURAMENTO')).toEqual(pending('PROCESSANDO_FATURAMENTO'));
    expect(load('AGUARDANDO_PAGAMENTO_ENTRADA')).toMatchObject({ step: 'downPaymentInfo' });
    expect(load('AGUARDANDO_ACEITE_PROPOSTA')).toMatchObject({ step: 'terms' });
    expect(load('AGUARDANDO_SELFIE')).toEqual(start);
    expect(load('CONTRATACAO_NEGADA')).toEqual({ step: 'error', reason: 'generic' });
    expect(run({ step: 'getFinanceStatus' }, { type: 'STATUS_FAILED' })).toEqual({
      step: 'error',
      reason: 'generic',
    });
    expect(stateOfStatus('anything')).toEqual({ step: 'error', reason: 'generic' });
  });
});

describe('address', () => {
  it('shows the sent address with its delivery date, and an error when it cannot load', () => {
    expect(addressReady).toEqual({
      step: 'address',
      phase: 'ready',
      address: home,
      deliveryDate: '2026-12-02',
    });
    expect(run(start, { type: 'ADDRESS_FAILED' })).toEqual({ step: 'error', reason: 'generic' });
  });

  it('ships to another address and returns to the address with the new one', () => {
    const different = run(addressReady, { type: 'SHIP_TO_ANOTHER' });
    expect(different).toMatchObject({ step: 'differentAddress', saving: false, refused: false });
    const saving = run(different, { type: 'NEW_ADDRESS_SUBMITTED' });
    expect(saving).toMatchObject({ saving: true });
    expect(run(saving, { type: 'ADDRESS_UPDATED', address: other, deliveryDate: '2026-12-03' })).toEqual({
      step: 'address',
      phase: 'ready',
      address: other,
      deliveryDate: '2026-12-03',
    });
    expect(run(saving, { type: 'ADDRESS_REFUSED' })).toMatchObject({
      step: 'differentAddress',
      saving: false,
      refused: true,
    });
  });

  it('without an address on file the customer types one; back then reloads the address', () => {
    const typing = run(start, { type: 'NO_ADDRESS_ON_FILE' });
    expect(typing).toEqual({
      step: 'differentAddress',
      address: null,
      deliveryDate: null,
      saving: false,
      refused: false,
    });
    expect(run(typing, { type: 'BACK' })).toEqual(start);
    expect(run(addressReady, { type: 'NO_ADDRESS_ON_FILE' })).toBe(addressReady);
  });

  it('does not leave while loading', () => {
    expect(run(start, { type: 'SHIP_TO_ANOTHER' })).toBe(start);
    expect(run(start, { type: 'ADDRESS_CONFIRMED' })).toBe(start);
  });

  it('continues to the face match', () => {
    expect(intro).toMatchObject({ step: 'faceMatch', phase: 'intro', cameraDialog: false, address: home });
  });
});

describe('face match', () => {
  it('asks the camera, then sends the selfie; success leads to the terms', () => {
    const camera = run(intro, { type: 'CAMERA_GRANTED' });
    expect(camera).toMatchObject({ phase: 'camera' });
    expect(run(camera, { type: 'SELFIE_TAKEN' })).toMatchObject({ phase: 'sending' });
    expect(terms).toEqual({ step: 'terms', accepted: false, sending: false });
  });

  it('a refused camera opens the dialog where it exists, else stays on the intro (snackbar)', () => {
    expect(run(intro, { type: 'CAMERA_DENIED', dialogSupported: true })).toMatchObject({
      phase: 'intro',
      cameraDialog: true,
    });
    expect(run(intro, { type: 'CAMERA_DENIED', dialogSupported: false })).toMatchObject({
      phase: 'intro',
      cameraDialog: false,
    });
    const dialog = run(intro, { type: 'CAMERA_DENIED', dialogSupported: true });
    expect(run(dialog, { type: 'CAMERA_DIALOG_CLOSED' })).toMatchObject({ cameraDialog: false });
  });

  it('a refused selfie shows the face-match error by message code; retry returns to the intro', () => {
    const sending = run(intro, { type: 'CAMERA_GRANTED' }, { type: 'SELFIE_TAKEN' });
    const refused = run(sending, { type: 'SELFIE_REFUSED', failureKey: 'error.identityCheck.300' });
    expect(refused).toEqual({ step: 'errorFaceMatch', failureKey: 'error.identityCheck.300' });
    expect(run(refused, { type: 'RETRY_SELFIE' })).toMatchObject({ step: 'faceMatch', phase: 'intro' });
    expect(run(sending, { type: 'SELFIE_FAILED' })).toEqual({ step: 'error', reason: 'generic' });
  });
});

describe('contract terms', () => {
  it('needs the box ticked before continuing', () => {
    expect(run(terms, { type: 'ACCEPT_SENT' })).toBe(terms);
    const ticked = run(terms, { type: 'TERMS_TOGGLED', accepted: true });
    expect(run(ticked, { type: 'ACCEPT_SENT' })).toMatchObject({ sending: true });
    expect(run(ticked, { type: 'TERMS_TOGGLED', accepted: false }, { type: 'ACCEPT_SENT' })).toMatchObject({
      sending: false,
    });
  });

  it('an accepted proposal leads to the down payment; a failure to the error page', () => {
    expect(downPayment).toEqual({ step: 'downPaymentInfo', method: null, sheet: 'none', cancelling: false });
    const sending = run(terms, { type: 'TERMS_TOGGLED', accepted: true }, { type: 'ACCEPT_SENT' });
    expect(run(sending, { type: 'ACCEPT_FAILED' })).toEqual({ step: 'error', reason: 'generic' });
  });
});

describe('down payment', () => {
  it('shows the warning sheet for the chosen method, then the PIN (balance) or the Pix page', () => {
    expect(run(downPayment, { type: 'METHOD_CHOSEN', method: 'balance' })).toMatchObject({
      method: 'balance',
      sheet: 'warning',
    });
    expect(pin).toEqual({ step: 'pin', attempt: 1, pinRejected: false, paying: false });
    expect(pix).toEqual({ step: 'pixPage', generation: 0, infoSheet: false });
    const warned = run(downPayment, { type: 'METHOD_CHOSEN', method: 'pix' });
    expect(run(warned, { type: 'SHEET_CLOSED' })).toMatchObject({ sheet: 'none', method: 'pix' });
    expect(run(downPayment, { type: 'WARNING_CONFIRMED' })).toBe(downPayment);
  });

  it('balance: PIN, a wrong PIN again, paid, then the status decides', () => {
    const paying = run(pin, { type: 'PIN_ENTERED' });
    expect(paying).toMatchObject({ paying: true });
    expect(run(paying, { type: 'PIN_REJECTED' })).toEqual({
      step: 'pin',
      attempt: 2,
      pinRejected: true,
      paying: false,
    });
    const progress = run(paying, { type: 'BALANCE_PAID' });
    expect(progress).toEqual({ step: 'progressBar', via: 'balance', generation: 0, polls: 0 });
    expect(run(progress, { type: 'PAYMENT_STATUS', status: 'CONTRATACAO_FINALIZADA' })).toEqual({
      step: 'success',
    });
    // billing takes seconds: a pending status is read again, up to MAX_PENDING_POLLS reads
    const billing = { type: 'PAYMENT_STATUS', status: 'AGUARDANDO_FATURAMENTO' } as const;
    expect(run(progress, billing)).toMatchObject({ step: 'progressBar', polls: 1 });
    const pendingReads = Array.from({ length: MAX_PENDING_POLLS }, () => billing);
    expect(run(progress, ...pendingReads.slice(1))).toMatchObject({ step: 'progressBar' });
    expect(run(progress, ...pendingReads)).toEqual(pending('AGUARDANDO_FATURAMENTO'));
    expect(
      run(
        progress,
        billing,
        { type: 'PAYMENT_STATUS', status: 'PROCESSANDO_FATURAMENTO' },
        {
          type: 'PAYMENT_STATUS',
          status: 'CONTRATACAO_FINALIZADA',
        },
      ),
    ).toEqual({ step: 'success' });
    expect(run(progress, { type: 'PAYMENT_STATUS', status: 'AGUARDANDO_PAGAMENTO_ENTRADA' })).toEqual(
      pending(null),
    );
    expect(run(progress, { type: 'PAYMENT_STATUS', status: 'CONTRATACAO_NEGADA' })).toEqual({
      step: 'error',
      reason: 'generic',
    });
    expect(run(progress, { type: 'STATUS_FAILED' })).toEqual(pending(null));
  });

  it('balance: a refused payment shows payment failed; try again returns to the methods', () => {
    const failed = run(
      pin,
      { type: 'PIN_ENTERED' },
      { type: 'PAYMENT_FAILED', errorKey: 'error.amountOutOfBound' },
    );
    expect(failed).toEqual({ step: 'paymentFailed', errorKey: 'error.amountOutOfBound' });
    expect(run(failed, { type: 'TRY_AGAIN' })).toMatchObject({ step: 'downPaymentInfo', sheet: 'none' });
  });

  it('Pix: a new code at zero, then the status after "I paid"', () => {
    const renewed = run(pix, { type: 'PIX_CODE_EXPIRED' }, { type: 'PIX_CODE_EXPIRED' });
    expect(renewed).toEqual({ step: 'pixPage', generation: 2, infoSheet: false });
    const progress = run(renewed, { type: 'PIX_PAID_CLAIMED' });
    expect(progress).toEqual({ step: 'progressBar', via: 'pix', generation: 2, polls: 0 });
    expect(run(progress, { type: 'PAYMENT_STATUS', status: 'CONTRATACAO_FINALIZADA' })).toEqual({
      step: 'success',
    });
    expect(run(progress, { type: 'PAYMENT_STATUS', status: 'PROCESSANDO_FATURAMENTO' })).toMatchObject({
      step: 'progressBar',
      polls: 1,
    });
    const notYet = run(progress, { type: 'PAYMENT_STATUS', status: 'AGUARDANDO_PAGAMENTO_ENTRADA' });
    expect(notYet).toEqual({ step: 'pixPage', generation: 2, infoSheet: true });
    expect(run(notYet, { type: 'INFO_SHEET_CLOSED' })).toMatchObject({ infoSheet: false });
    expect(run(progress, { type: 'STATUS_FAILED' })).toMatchObject({ step: 'pixPage', infoSheet: true });
  });

  it('payment pending checks the status again', () => {
    expect(run(pending('AGUARDANDO_FATURAMENTO'), { type: 'CHECK_STATUS' })).toEqual({
      step: 'getFinanceStatus',
    });
  });
});

describe('choosing another phone', () => {
  const leave = run(downPayment, { type: 'BACK' });
  it('the leave sheet, then the finance-new-phone sheet, then the cancel', () => {
    expect(leave).toMatchObject({ sheet: 'leave' });
    const info = run(leave, { type: 'CHOOSE_ANOTHER_PHONE' });
    expect(info).toMatchObject({ sheet: 'financeNewPhone' });
    const cancelling = run(info, { type: 'CANCEL_SENT' });
    expect(cancelling).toMatchObject({ cancelling: true });
    expect(backAction(cancelling)).toEqual({ kind: 'refused' });
    expect(run(cancelling, { type: 'SHEET_CLOSED' })).toBe(cancelling);
    expect(run(cancelling, { type: 'CANCEL_FAILED' })).toEqual({ step: 'error', reason: 'cancelFailed' });
    expect(run(downPayment, { type: 'CHOOSE_ANOTHER_PHONE' })).toBe(downPayment);
  });

  it('payment pending, before billing starts: the finance-new-phone sheet, then the cancel', () => {
    const billing = pending('AGUARDANDO_FATURAMENTO');
    expect(backAction(billing)).toEqual({ kind: 'leave', to: '/newWalletLaunch' });
    const info = run(billing, { type: 'CHOOSE_ANOTHER_PHONE' });
    expect(info).toEqual({ ...billing, sheet: 'financeNewPhone' });
    // back, or closing, puts the sheet away
    expect(backAction(info)).toEqual({ kind: 'step' });
    expect(run(info, { type: 'BACK' })).toEqual(billing);
    expect(run(info, { type: 'SHEET_CLOSED' })).toEqual(billing);
    const cancelling = run(info, { type: 'CANCEL_SENT' });
    expect(cancelling).toMatchObject({ cancelling: true });
    expect(backAction(cancelling)).toEqual({ kind: 'refused' });
    expect(run(cancelling, { type: 'SHEET_CLOSED' })).toBe(cancelling);
    expect(run(cancelling, { type: 'CHECK_STATUS' })).toBe(cancelling);
    expect(run(cancelling, { type: 'CANCEL_FAILED' })).toEqual({ step: 'error', reason: 'cancelFailed' });
  });

  it('payment pending while the store bills, or with the status unknown, offers no other phone', () => {
    for (const state of [pending('PROCESSANDO_FATURAMENTO'), pending(null)]) {
      expect(run(state, { type: 'CHOOSE_ANOTHER_PHONE' })).toBe(state);
      expect(run(state, { type: 'CANCEL_SENT' })).toBe(state);
    }
    expect(canChooseAnotherPhoneWhilePending('AGUARDANDO_FATURAMENTO')).toBe(true);
    expect(canChooseAnotherPhoneWhilePending('PROCESSANDO_FATURAMENTO')).toBe(false);
    expect(canChooseAnotherPhoneWhilePending(null)).toBe(false);
  });

  it('cancels by status: unpaid to the device choice, paid to a new credit simulation', () => {
    for (const status of [
      'AGUARDANDO_SELFIE',
      'AGUARDANDO_ACEITE_PROPOSTA',
      'AGUARDANDO_PAGAMENTO_ENTRADA',
    ]) {
      expect(anotherPhonePlan(status)).toEqual({ cancel: 'proposal', next: '/FinancingDeviceDetails' });
    }
    expect(anotherPhonePlan('AGUARDANDO_FATURAMENTO')).toEqual({
      cancel: 'paidProposal',
      next: '/financingCreditSimulation',
    });
    // billing under way or over: nothing to cancel (the service would refuse it)
    for (const status of ['PROCESSANDO_FATURAMENTO', 'CONTRATACAO_FINALIZADA', 'CONTRATACAO_NEGADA']) {
      expect(anotherPhonePlan(status)).toBeNull();
    }
    expect(anotherPhonePlan(null)).toBeNull();
    expect(isPaymentPending('AGUARDANDO_FATURAMENTO')).toBe(true);
    expect(isPaymentPending('AGUARDANDO_PAGAMENTO_ENTRADA')).toBe(false);
  });
});

describe('back', () => {
  it('address leaves to the device details; differentAddress and faceMatch return to the address', () => {
    expect(backAction(addressReady)).toEqual({ kind: 'leave', to: '/FinancingDeviceDetails' });
    expect(run(addressReady, { type: 'BACK' })).toBe(addressReady);
    expect(run(addressReady, { type: 'SHIP_TO_ANOTHER' }, { type: 'BACK' })).toEqual(addressReady);
    expect(run(intro, { type: 'BACK' })).toEqual(addressReady);
    // opened at the face match directly: the address loads again
    expect(run(initialTermsState('faceMatch'), { type: 'BACK' })).toEqual(start);
  });

  it('terms returns to the face match; pin and Pix to the down payment', () => {
    expect(run(terms, { type: 'BACK' })).toMatchObject({ step: 'faceMatch', phase: 'intro' });
    expect(run(pin, { type: 'BACK' })).toEqual(downPayment);
    expect(run(pix, { type: 'BACK' })).toEqual(downPayment);
  });

  it('downPaymentInfo toggles the leave sheet', () => {
    const open = run(downPayment, { type: 'BACK' });
    expect(open).toMatchObject({ sheet: 'leave' });
    expect(run(open, { type: 'BACK' })).toMatchObject({ sheet: 'none' });
  });

  it('end states go to the wallet home', () => {
    for (const state of [
      { step: 'success' },
      pending('PROCESSANDO_FATURAMENTO'),
      { step: 'paymentFailed', errorKey: 'error.tryAgainLater' },
      { step: 'error', reason: 'generic' },
      { step: 'errorFaceMatch', failureKey: 'error.identityCheck.default' },
    ] as TermsState[]) {
      expect(backAction(state)).toEqual({ kind: 'leave', to: '/newWalletLaunch' });
      expect(run(state, { type: 'BACK' })).toBe(state);
    }
  });

  it('is refused while something runs', () => {
    const sendingSelfie = run(intro, { type: 'CAMERA_GRANTED' }, { type: 'SELFIE_TAKEN' });
    const paying = run(pin, { type: 'PIN_ENTERED' });
    const sendingTerms = run(terms, { type: 'TERMS_TOGGLED', accepted: true }, { type: 'ACCEPT_SENT' });
    const savingAddress = run(addressReady, { type: 'SHIP_TO_ANOTHER' }, { type: 'NEW_ADDRESS_SUBMITTED' });
    for (const state of [
      sendingSelfie,
      paying,
      sendingTerms,
      savingAddress,
      { step: 'progressBar', via: 'pix', generation: 0, polls: 0 } as TermsState,
      { step: 'getFinanceStatus' } as TermsState,
    ]) {
      expect(backAction(state)).toEqual({ kind: 'refused' });
      expect(run(state, { type: 'BACK' })).toBe(state);
    }
  });
});

describe('events out of place change nothing', () => {
  it('ignores a payment answer on another screen', () => {
    expect(run(downPayment, { type: 'BALANCE_PAID' })).toBe(downPayment);
    expect(run(pix, { type: 'PAYMENT_STATUS', status: 'CONTRATACAO_FINALIZADA' })).toBe(pix);
    expect(run(terms, { type: 'SELFIE_ACCEPTED' })).toBe(terms);
    expect(run(addressReady, { type: 'STATUS_LOADED', status: 'CONTRATACAO_FINALIZADA' })).toBe(addressReady);
  });
});

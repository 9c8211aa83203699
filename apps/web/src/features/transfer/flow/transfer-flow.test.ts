import { centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import type { TedSchedule } from './ted-schedule-rules.ts';
import {
  type Institution,
  initialTransferState,
  leavesFlowOnBack,
  type Recipient,
  type TedDestination,
  type TransferEvent,
  type TransferState,
  transferReducer,
} from './transfer-flow.ts';

const recipient: Recipient = {
  name: 'João',
  maskedTaxId: '***.456.789-**',
  bank: 'Carteira',
  agency: '0001',
  account: '7654321',
};
const carteira: Institution = { code: '999', ispb: '99999999', name: 'Carteira' };
const horizonte: Institution = { code: '901', ispb: '90400001', name: 'Banco Horizonte S.A.' };
const ted: TedDestination = {
  institution: horizonte,
  accountType: 1,
  name: 'Marcos Vinícius Rocha',
  taxId: '418.203.576-35',
  agency: '0012',
  account: '45678901',
};
const run = (...events: TransferEvent[]) =>
  events.reduce<TransferState>(transferReducer, initialTransferState);
const amount: TransferEvent = { type: 'AMOUNT_ENTERED', amount: centavos(1050), description: 'almoço' };
const toPin: TransferEvent[] = [
  amount,
  { type: 'INSTITUTION_CHOSEN', institution: carteira },
  { type: 'RECIPIENT_FOUND', recipient },
  { type: 'REVIEW_CONFIRMED', schedule: null },
];
const toTedPin = (schedule: TedSchedule | null): TransferEvent[] => [
  amount,
  { type: 'INSTITUTION_CHOSEN', institution: horizonte },
  { type: 'TED_DETAILS_CHECKED', ted },
  { type: 'TED_CONFIRMED', schedule },
];

describe('transfer flow', () => {
  it('goes amount -> institution -> destination -> review -> pin -> sending -> done for a Carteira account', () => {
    expect(run(amount)).toMatchObject({ step: 'institution', amount: 1050, description: 'almoço' });
    expect(run(...toPin.slice(0, 2))).toMatchObject({ step: 'destination', agency: '', account: '' });
    expect(run(...toPin.slice(0, 3))).toMatchObject({ step: 'review', recipient });
    expect(run(...toPin)).toMatchObject({ step: 'pin', attempt: 1, pinRejected: false });
    const sending = run(...toPin, { type: 'PIN_ENTERED' });
    expect(sending).toMatchObject({ step: 'sending' });
    const result = {
      transactionId: 't1',
      receiptId: 'r1',
      amount: centavos(1050),
      at: '2025-01-01T10:00:00-03:00',
    };
    expect(transferReducer(sending, { type: 'TRANSFER_SUCCEEDED', result })).toEqual({
      step: 'done',
      recipient,
      result,
      description: 'almoço',
    });
    expect(
      transferReducer(sending, { type: 'TED_SUCCEEDED', result: { ...result, status: 'sent', id: 't1' } }),
    ).toBe(sending);
  });

  it('a transfer between Carteira accounts scheduled on the review ends on its scheduled screen', () => {
    const schedule = { on: '2026-10-20', payments: 3 };
    const events = [...toPin.slice(0, 3), { type: 'REVIEW_CONFIRMED', schedule } as TransferEvent];
    expect(run(...events)).toMatchObject({ step: 'pin', target: { kind: 'internal', recipient, schedule } });
    const sending = run(...events, { type: 'PIN_ENTERED' });
    const result = { id: 's1', amount: centavos(1050), on: '2026-10-20', payments: 3 };
    const scheduled = transferReducer(sending, { type: 'TRANSFER_SCHEDULED', result });
    expect(scheduled).toEqual({ step: 'transferScheduled', recipient, result });
    expect(leavesFlowOnBack(scheduled)).toBe(true);
    // a TED's answer does not end an internal transfer, nor an internal answer a TED
    expect(
      transferReducer(run(...toTedPin(null), { type: 'PIN_ENTERED' }), {
        type: 'TRANSFER_SCHEDULED',
        result,
      }),
    ).toMatchObject({ step: 'sending' });
  });

  it('another bank goes to the TED details, its review, the PIN and the TED receipt', () => {
    expect(run(...toTedPin(null).slice(0, 2))).toMatchObject({
      step: 'tedDetails',
      institution: horizonte,
      draft: null,
    });
    expect(run(...toTedPin(null).slice(0, 3))).toMatchObject({ step: 'tedReview', ted });
    expect(run(...toTedPin(null))).toMatchObject({
      step: 'pin',
      target: { kind: 'ted', ted, schedule: null },
    });
    const sending = run(...toTedPin({ on: '2026-03-16', payments: 1 }), { type: 'PIN_ENTERED' });
    expect(sending).toMatchObject({
      step: 'sending',
      target: { schedule: { on: '2026-03-16', payments: 1 } },
    });
    const result = {
      status: 'scheduled',
      id: 's1',
      amount: centavos(1050),
      on: '2026-03-16',
      payments: 1,
    } as const;
    expect(transferReducer(sending, { type: 'TED_SUCCEEDED', result })).toEqual({
      step: 'tedDone',
      ted,
      result,
      description: 'almoço',
    });
  });

  it('a zero amount stays on the amount step', () => {
    expect(run({ type: 'AMOUNT_ENTERED', amount: centavos(0), description: '' })).toEqual(
      initialTransferState,
    );
  });

  it('a wrong PIN returns to the PIN step with the error and a fresh attempt', () => {
    const rejected = run(...toPin, { type: 'PIN_ENTERED' }, { type: 'PIN_REJECTED' });
    expect(rejected).toMatchObject({ step: 'pin', attempt: 2, pinRejected: true });
    expect(transferReducer(rejected, { type: 'PIN_ENTERED' })).toMatchObject({ step: 'sending', attempt: 2 });
  });

  it('any other failure ends on the failed step, and trying again goes back to its review', () => {
    const failed = run(
      ...toPin,
      { type: 'PIN_ENTERED' },
      { type: 'TRANSFER_FAILED', errorKey: 'error.amountOutOfBound' },
    );
    expect(failed).toMatchObject({ step: 'failed', errorKey: 'error.amountOutOfBound' });
    expect(transferReducer(failed, { type: 'BACK' })).toMatchObject({
      step: 'review',
      recipient,
      amount: 1050,
    });
    const tedFailed = run(
      ...toTedPin(null),
      { type: 'PIN_ENTERED' },
      { type: 'TRANSFER_FAILED', errorKey: 'error.tedOutsideWindow' },
    );
    expect(transferReducer(tedFailed, { type: 'BACK' })).toMatchObject({ step: 'tedReview', ted });
  });

  it('back steps through the flow keeping what was typed; amount and done leave it', () => {
    const pin = run(...toPin);
    const review = transferReducer(pin, { type: 'BACK' });
    expect(review.step).toBe('review');
    const destination = transferReducer(review, { type: 'BACK' });
    expect(destination).toMatchObject({ step: 'destination', agency: '0001', account: '7654321' });
    const institution = transferReducer(destination, { type: 'BACK' });
    expect(institution).toMatchObject({ step: 'institution', amount: 1050 });
    expect(transferReducer(institution, { type: 'BACK' })).toMatchObject({ step: 'amount', amount: 1050 });
    const tedReview = transferReducer(run(...toTedPin(null)), { type: 'BACK' });
    expect(transferReducer(tedReview, { type: 'BACK' })).toMatchObject({ step: 'tedDetails', draft: ted });
    expect(leavesFlowOnBack(initialTransferState)).toBe(true);
    expect(leavesFlowOnBack(pin)).toBe(false);
  });

  it('ignores events that do not belong to the current step', () => {
    const sending = run(...toPin, { type: 'PIN_ENTERED' });
    expect(transferReducer(sending, { type: 'BACK' })).toBe(sending);
    expect(transferReducer(sending, { type: 'PIN_ENTERED' })).toBe(sending);
    expect(transferReducer(initialTransferState, { type: 'REVIEW_CONFIRMED', schedule: null })).toBe(
      initialTransferState,
    );
    expect(transferReducer(initialTransferState, { type: 'TED_CONFIRMED', schedule: null })).toBe(
      initialTransferState,
    );
  });

  it('opens the TED schedules from the amount step, and goes back to it', () => {
    const list = transferReducer(initialTransferState, { type: 'SCHEDULES_OPENED' });
    expect(list).toEqual({ step: 'schedules' });
    expect(leavesFlowOnBack(list)).toBe(false);
    expect(transferReducer(list, { type: 'BACK' })).toEqual(initialTransferState);
    const institution = run({ type: 'AMOUNT_ENTERED', amount: centavos(100), description: '' });
    expect(transferReducer(institution, { type: 'SCHEDULES_OPENED' })).toBe(institution);
  });

  describe('a saved contact instead of the bank and typed details', () => {
    const toContactPin: TransferEvent[] = [
      amount,
      { type: 'CONTACTS_OPENED' },
      { type: 'CONTACT_CHOSEN', ted },
      { type: 'TED_CONFIRMED', schedule: null },
    ];

    it('goes amount -> bank list -> contacts -> review with everything filled -> pin -> done', () => {
      expect(run(amount, { type: 'CONTACTS_OPENED' })).toEqual({
        step: 'tedContacts',
        amount: 1050,
        description: 'almoço',
      });
      expect(run(...toContactPin.slice(0, 3))).toEqual({
        step: 'tedReview',
        amount: 1050,
        description: 'almoço',
        ted,
        viaContact: true,
      });
      const pin = run(...toContactPin);
      expect(pin).toMatchObject({
        step: 'pin',
        target: { kind: 'ted', ted, schedule: null, viaContact: true },
      });
      const result = {
        status: 'sent' as const,
        id: 'T1',
        amount: centavos(1050),
        at: '2026-11-20T10:00:00-03:00',
      };
      const done = run(...toContactPin, { type: 'PIN_ENTERED' }, { type: 'TED_SUCCEEDED', result });
      expect(done).toEqual({ step: 'tedDone', ted, result, description: 'almoço', viaContact: true });
    });

    it('a TED typed by hand is not marked as a contact on its done screen', () => {
      const result = {
        status: 'sent' as const,
        id: 'T2',
        amount: centavos(1050),
        at: '2026-11-20T10:00:00-03:00',
      };
      const done = run(...toTedPin(null), { type: 'PIN_ENTERED' }, { type: 'TED_SUCCEEDED', result });
      expect(done.step).toBe('tedDone');
      expect(done).not.toHaveProperty('viaContact');
    });

    it('back from the review returns to the contacts, then to the bank list, keeping the amount', () => {
      const review = run(...toContactPin.slice(0, 3));
      const contacts = transferReducer(review, { type: 'BACK' });
      expect(contacts).toEqual({ step: 'tedContacts', amount: 1050, description: 'almoço' });
      expect(transferReducer(contacts, { type: 'BACK' })).toEqual({
        step: 'institution',
        amount: 1050,
        description: 'almoço',
      });
      expect(leavesFlowOnBack(contacts)).toBe(false);
    });

    it('a wrong PIN or a failure goes back to the contact review, not to typed details', () => {
      const failed = run(
        ...toContactPin,
        { type: 'PIN_ENTERED' },
        { type: 'TRANSFER_FAILED', errorKey: 'error.tedOutsideWindow' },
      );
      const review = transferReducer(failed, { type: 'BACK' });
      expect(review).toMatchObject({ step: 'tedReview', ted, viaContact: true });
      expect(transferReducer(review, { type: 'BACK' })).toMatchObject({ step: 'tedContacts' });
    });

    it('opens only from the bank list, and refuses a Carteira account (that is not a TED)', () => {
      expect(transferReducer(initialTransferState, { type: 'CONTACTS_OPENED' })).toBe(initialTransferState);
      const tedDetails = run(amount, { type: 'INSTITUTION_CHOSEN', institution: horizonte });
      expect(transferReducer(tedDetails, { type: 'CONTACTS_OPENED' })).toBe(tedDetails);
      expect(transferReducer(tedDetails, { type: 'CONTACT_CHOSEN', ted })).toBe(tedDetails);
      const contacts = run(amount, { type: 'CONTACTS_OPENED' });
      const internal = { ...ted, institution: carteira };
      expect(transferReducer(contacts, { type: 'CONTACT_CHOSEN', ted: internal })).toBe(contacts);
    });
  });
});

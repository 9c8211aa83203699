import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ALL_STATUSES,
  allows,
  type ContractingEvent,
  FINAL_STATUSES,
  isFinal,
  CONTRACTING_STATUS as S,
  TRANSITIONS,
  transition,
} from './contracting-status.ts';

const EXPECTED: [ContractingEvent, string, string][] = [
  ['REQUEST_CREDIT', S.STARTED, S.CREDIT_PROCESSING],
  ['CREDIT_APPROVED', S.CREDIT_PROCESSING, S.AWAITING_PROPOSAL],
  ['CREDIT_REJECTED', S.CREDIT_PROCESSING, S.CREDIT_REJECTED],
  ['SELECT_PRODUCT', S.AWAITING_PROPOSAL, S.AWAITING_PROPOSAL],
  ['SELECT_PRODUCT', S.AWAITING_SELFIE, S.AWAITING_PROPOSAL],
  ['CREATE_PROPOSAL', S.AWAITING_PROPOSAL, S.AWAITING_SELFIE],
  ['CREATE_PROPOSAL', S.AWAITING_SELFIE, S.AWAITING_SELFIE],
  ['ONBOARDING_COMPLETE', S.AWAITING_SELFIE, S.AWAITING_ACCEPTANCE],
  ['SELFIE_DENIED', S.AWAITING_SELFIE, S.DENIED],
  ['SELFIE_DENIED', S.AWAITING_ACCEPTANCE, S.DENIED],
  ['ACCEPT_PROPOSAL', S.AWAITING_ACCEPTANCE, S.AWAITING_DOWN_PAYMENT],
  ['CANCEL_PROPOSAL', S.AWAITING_SELFIE, S.AWAITING_PROPOSAL],
  ['CANCEL_PROPOSAL', S.AWAITING_ACCEPTANCE, S.AWAITING_PROPOSAL],
  ['CANCEL_PROPOSAL', S.AWAITING_DOWN_PAYMENT, S.AWAITING_PROPOSAL],
  ['DOWN_PAYMENT_PAID', S.AWAITING_DOWN_PAYMENT, S.AWAITING_INVOICING],
  ['INVOICING_STARTED', S.AWAITING_INVOICING, S.INVOICING],
  ['INVOICING_DONE', S.INVOICING, S.FINISHED],
  ['CANCEL', S.STARTED, S.CANCELLED],
  ['CANCEL', S.CREDIT_PROCESSING, S.CANCELLED],
  ['CANCEL', S.AWAITING_PROPOSAL, S.CANCELLED],
  ['CANCEL', S.AWAITING_SELFIE, S.CANCELLED],
  ['CANCEL', S.AWAITING_ACCEPTANCE, S.CANCELLED],
  ['CANCEL', S.AWAITING_DOWN_PAYMENT, S.CANCELLED],
  ['CANCEL', S.AWAITING_INVOICING, S.CANCELLED],
];

describe('contracting transitions', () => {
  it.each(EXPECTED)('%s moves %s to %s', (event, from, to) => {
    expect(transition(from as never, event)).toBe(to);
  });

  it('refuses every other (event, status) pair', () => {
    const allowed = new Set(EXPECTED.map(([event, from]) => `${event} ${from}`));
    let refused = 0;
    for (const event of Object.keys(TRANSITIONS) as ContractingEvent[]) {
      for (const status of ALL_STATUSES) {
        if (allowed.has(`${event} ${status}`)) continue;
        expect(transition(status, event), `${event} from ${status}`).toBeUndefined();
        refused += 1;
      }
    }
    expect(refused).toBe(Object.keys(TRANSITIONS).length * ALL_STATUSES.length - EXPECTED.length);
  });

  it('nothing leaves a final status', () => {
    for (const status of FINAL_STATUSES) {
      expect(isFinal(status)).toBe(true);
      for (const event of Object.keys(TRANSITIONS) as ContractingEvent[]) {
        expect(transition(status, event)).toBeUndefined();
      }
    }
    expect(ALL_STATUSES).toHaveLength(12);
  });

  it('actions that change no status are allowed only where the flow needs them', () => {
    expect(allows('PAY_DOWN_PAYMENT', S.AWAITING_DOWN_PAYMENT)).toBe(true);
    expect(allows('PAY_DOWN_PAYMENT', S.AWAITING_INVOICING)).toBe(false);
    expect(allows('ONBOARDING_STEP', S.AWAITING_PROPOSAL)).toBe(false);
    expect(allows('BROWSE_PRODUCTS', S.CREDIT_PROCESSING)).toBe(false);
    for (const statuses of Object.values(ACTIONS)) {
      for (const status of statuses) expect(isFinal(status) && status !== S.FINISHED).toBe(false);
    }
  });
});

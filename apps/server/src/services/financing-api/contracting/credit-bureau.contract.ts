import { expect, it } from 'vitest';
import type { CreditBureau, CreditBureauInput } from './credit-bureau.ts';

/** Applicants the adapter's test bureau answers: one it approves, one it rejects. */
export interface CreditBureauSamples {
  approved: CreditBureauInput;
  rejected: CreditBureauInput;
}

/** What the financing service relies on from any credit bureau. */
export function creditBureauContract(bureau: CreditBureau, samples: CreditBureauSamples): void {
  it('approves with a limit in whole centavos and a minimum down payment in percent points', () => {
    const answer = bureau.consult(samples.approved);
    expect(answer.approved).toBe(true);
    expect(Number.isSafeInteger(answer.releasedAmountCents) && answer.releasedAmountCents > 0).toBe(true);
    expect(answer.minimumEntryPercentage).toBeGreaterThanOrEqual(0);
    expect(answer.minimumEntryPercentage).toBeLessThan(100);
    expect(answer.reasons).toEqual([]);
    expect(answer.delayMs).toBeGreaterThanOrEqual(0);
  });

  it('rejects with nothing released and its reasons for the record', () => {
    const answer = bureau.consult(samples.rejected);
    expect(answer).toMatchObject({ approved: false, releasedAmountCents: 0 });
    expect(answer.reasons.length).toBeGreaterThan(0);
    for (const reason of answer.reasons) expect(reason.trim()).not.toBe('');
  });

  it('answers the same application the same way', () => {
    expect(bureau.consult(samples.approved)).toEqual(bureau.consult(samples.approved));
  });
}

import { isValidCpf } from '@carteira/core/br';
import { describe, expect, it } from 'vitest';
import {
  BUREAU_REJECTED_CPFS,
  BUREAU_SLOW_CPFS,
  consultCreditBureau,
  DEFAULT_DELAY_MS,
  MAX_RELEASED_CENTS,
  minimumEntryPercentageFor,
  releasedAmountFor,
  SLOW_DELAY_MS,
} from './credit-bureau.ts';

const OK_CPF = '39053344705'; // Ana, a demo customer the bureau approves

describe('sandbox credit bureau', () => {
  it('lists only valid CPFs as always rejected or slow', () => {
    expect(BUREAU_REJECTED_CPFS).toContain('74185296355');
    for (const cpf of [...BUREAU_REJECTED_CPFS, ...BUREAU_SLOW_CPFS]) expect(isValidCpf(cpf)).toBe(true);
  });

  it('always rejects a listed CPF, with three reasons, whatever the income', () => {
    for (const cpf of BUREAU_REJECTED_CPFS) {
      const a = consultCreditBureau({ cpf, monthlyIncomeCents: 5_000_000, jobType: 'ASSALARIADO' });
      expect(a).toMatchObject({ approved: false, releasedAmountCents: 0, minimumEntryPercentage: 0 });
      expect(a.delayMs).toBe(DEFAULT_DELAY_MS);
      expect(a.reasons).toHaveLength(3);
      expect(a.reasons[0]).toBe('Restrição cadastral no CPF');
    }
  });

  it('accepts a formatted CPF the same as digits only', () => {
    const a = consultCreditBureau({
      cpf: '741.852.963-55',
      monthlyIncomeCents: 500_000,
      jobType: 'AUTONOMO',
    });
    expect(a.approved).toBe(false);
    const b = consultCreditBureau({
      cpf: '390.533.447-05',
      monthlyIncomeCents: 500_000,
      jobType: 'AUTONOMO',
    });
    expect(b.approved).toBe(true);
  });

  it('rejects an income below R$ 1.500,00 and approves exactly R$ 1.500,00', () => {
    const low = consultCreditBureau({ cpf: OK_CPF, monthlyIncomeCents: 149_999, jobType: 'ASSALARIADO' });
    expect(low.approved).toBe(false);
    expect(low.reasons).toHaveLength(3);
    expect(low.reasons[0]).toContain('1.500,00');
    const edge = consultCreditBureau({ cpf: OK_CPF, monthlyIncomeCents: 150_000, jobType: 'ASSALARIADO' });
    expect(edge).toEqual({
      approved: true,
      releasedAmountCents: 220_000,
      minimumEntryPercentage: 20,
      delayMs: DEFAULT_DELAY_MS,
      reasons: [],
    });
  });

  it('rejects malformed input instead of throwing', () => {
    for (const input of [
      { cpf: '12345678900', monthlyIncomeCents: 500_000, jobType: 'ASSALARIADO' as const },
      { cpf: '11111111111', monthlyIncomeCents: 500_000, jobType: 'ASSALARIADO' as const },
      { cpf: '', monthlyIncomeCents: 500_000, jobType: 'ASSALARIADO' as const },
      { cpf: OK_CPF, monthlyIncomeCents: Number.NaN, jobType: 'ASSALARIADO' as const },
      { cpf: OK_CPF, monthlyIncomeCents: 500_000.5, jobType: 'ASSALARIADO' as const },
      { cpf: OK_CPF, monthlyIncomeCents: -1, jobType: 'ASSALARIADO' as const },
      { cpf: OK_CPF, monthlyIncomeCents: 500_000, jobType: 'CLT' as never },
    ]) {
      const a = consultCreditBureau(input);
      expect(a.approved).toBe(false);
      expect(a.reasons).toHaveLength(3);
    }
  });

  it('takes 25 s for an income of exactly R$ 7.777,00 or a slow CPF, 3 s otherwise', () => {
    const slow = consultCreditBureau({ cpf: OK_CPF, monthlyIncomeCents: 777_700, jobType: 'ASSALARIADO' });
    expect(slow).toMatchObject({ approved: true, delayMs: SLOW_DELAY_MS, releasedAmountCents: 800_000 });
    const [slowCpf = ''] = BUREAU_SLOW_CPFS;
    expect(
      consultCreditBureau({ cpf: slowCpf, monthlyIncomeCents: 400_000, jobType: 'AUTONOMO' }).delayMs,
    ).toBe(SLOW_DELAY_MS);
    expect(
      consultCreditBureau({ cpf: OK_CPF, monthlyIncomeCents: 777_600, jobType: 'ASSALARIADO' }).delayMs,
    ).toBe(DEFAULT_DELAY_MS);
  });

  it('releases income x 1,5 / 1,2 / 1,0 by job type, in whole R$ 100,00, capped at R$ 8.000,00', () => {
    expect(releasedAmountFor(420_000, 'ASSALARIADO')).toBe(630_000);
    expect(releasedAmountFor(420_000, 'PROFISSIONAL_PJ')).toBe(500_000); // 5.040,00 down to 5.000,00
    expect(releasedAmountFor(420_000, 'AUTONOMO')).toBe(420_000);
    expect(releasedAmountFor(234_567, 'AUTONOMO')).toBe(230_000);
    expect(releasedAmountFor(2_000_000, 'AUTONOMO')).toBe(MAX_RELEASED_CENTS);
    expect(releasedAmountFor(600_000, 'ASSALARIADO')).toBe(MAX_RELEASED_CENTS);
  });

  it('asks 10 / 20 / 30 % minimum entry by job type, 10 points more below R$ 3.000,00, at most 30', () => {
    expect(minimumEntryPercentageFor(300_000, 'ASSALARIADO')).toBe(10);
    expect(minimumEntryPercentageFor(300_000, 'PROFISSIONAL_PJ')).toBe(20);
    expect(minimumEntryPercentageFor(300_000, 'AUTONOMO')).toBe(30);
    expect(minimumEntryPercentageFor(299_999, 'ASSALARIADO')).toBe(20);
    expect(minimumEntryPercentageFor(299_999, 'PROFISSIONAL_PJ')).toBe(30);
    expect(minimumEntryPercentageFor(299_999, 'AUTONOMO')).toBe(30);
  });

  it('is deterministic', () => {
    const input = { cpf: OK_CPF, monthlyIncomeCents: 850_000, jobType: 'PROFISSIONAL_PJ' as const };
    expect(consultCreditBureau(input)).toEqual(consultCreditBureau({ ...input }));
    expect(consultCreditBureau(input)).toEqual({
      approved: true,
      releasedAmountCents: 800_000,
      minimumEntryPercentage: 20,
      delayMs: DEFAULT_DELAY_MS,
      reasons: [],
    });
  });
});

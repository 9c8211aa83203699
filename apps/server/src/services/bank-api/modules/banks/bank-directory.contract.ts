import { expect, it } from 'vitest';
import { BANK_ISPB } from '../account/bank-identity.ts';
import type { BankDirectory } from './bank-directory.ts';

/** An agency the adapter's directory knows, at one of its institutions. */
export interface BankDirectorySamples {
  ispb: string;
  agencia: string;
}

/** What the bank relies on from any directory of the STR's institutions. */
export function bankDirectoryContract(directory: BankDirectory, sample: BankDirectorySamples): void {
  it('lists institutions with a 3-digit code, an 8-digit ISPB and a name, each once, this bank left out', () => {
    const banks = directory.banks();
    expect(banks.length).toBeGreaterThan(0);
    for (const bank of banks) {
      expect(bank.codigo).toMatch(/^\d{3}$/);
      expect(bank.ispb).toMatch(/^\d{8}$/);
      expect(bank.nome.trim()).not.toBe('');
    }
    expect(new Set(banks.map((b) => b.ispb)).size).toBe(banks.length);
    expect(new Set(banks.map((b) => b.codigo)).size).toBe(banks.length);
    expect(banks.some((b) => b.ispb === BANK_ISPB)).toBe(false);
  });

  it('knows the agencies of its institutions, and no agency of an institution it does not list', () => {
    expect(directory.banks().some((b) => b.ispb === sample.ispb)).toBe(true);
    expect(directory.hasAgency(sample.ispb, sample.agencia)).toBe(true);
    expect(directory.hasAgency('00000001', sample.agencia)).toBe(false);
  });
}

import { expect, it } from 'vitest';
import type { CepDirectory } from './cep-directory.ts';

/** What the bank relies on from any postal-code directory: a known CEP's city and state, none for an unknown. */
export function cepDirectoryContract(directory: CepDirectory, sample: { cep: string }): void {
  it('finds a known CEP by its 8 digits, with its city and 2-letter state', () => {
    const entry = directory.find(sample.cep);
    expect(entry?.localidade.trim()).toBeTruthy();
    expect(entry?.uf).toMatch(/^[A-Z]{2}$/);
    expect(typeof entry?.logradouro).toBe('string');
    expect(typeof entry?.bairro).toBe('string');
  });

  it('finds nothing for a CEP that does not exist', () => {
    expect(directory.find('00000000')).toBeUndefined();
  });
}

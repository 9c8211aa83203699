import { expect, it } from 'vitest';
import type { AddressDirectory } from './address-directory.ts';

/** What the financing service relies on from any postal-code directory: a CEP's city and state. */
export function addressDirectoryContract(directory: AddressDirectory, sample: { cep: string }): void {
  it('finds a known CEP with its city and 2-letter state, and nothing for one that does not exist', () => {
    const found = directory.find(sample.cep);
    expect(found?.localidade.trim()).toBeTruthy();
    expect(found?.uf).toMatch(/^[A-Z]{2}$/);
    expect(directory.find('00000000')).toBeUndefined();
  });
}

import { expect, it } from 'vitest';
import type { GuaranteeCustody } from './guarantee-custody.port.ts';

/** Guarantees the adapter's test custodian registers, and one it leaves pending. */
export interface GuaranteeCustodySamples {
  cpf: string;
  registered: number;
  pending: number;
}

/** What the bank relies on from any CDB custodian: a yes or a pending, never an exception. */
export function guaranteeCustodyContract(custody: GuaranteeCustody, samples: GuaranteeCustodySamples): void {
  it('registers a guarantee in the customer name, or says it is left pending', () => {
    expect(custody.register({ cpf: samples.cpf, amount: samples.registered })).toEqual({ registered: true });
    expect(custody.register({ cpf: samples.cpf, amount: samples.pending })).toEqual({ registered: false });
  });
}

import { expect, it } from 'vitest';
import type { IdentityProvider } from './identity-provider.ts';

/** Selfies the adapter's test environment answers: one of a live face, one that is not. */
export interface LivenessSamples {
  cpf: string;
  live: Uint8Array;
  notAlive: Uint8Array;
}

/** What the financing service relies on from any face-liveness provider. */
export function livenessContract(provider: IdentityProvider, samples: LivenessSamples): void {
  it('answers a live face Success, code 200, with ids that do not carry the CPF', () => {
    const answer = provider.checkLiveness({ cpf: samples.cpf, image: samples.live });
    expect(answer).toMatchObject({ status: 'Success', isAlive: true, messageCode: 200 });
    expect(answer.requestId.trim()).not.toBe('');
    expect(`${answer.userId}${answer.requestId}`).not.toContain(samples.cpf);
  });

  it('answers a face that is not alive, and an empty image, Failure with a code other than 200', () => {
    for (const image of [samples.notAlive, new Uint8Array()]) {
      const answer = provider.checkLiveness({ cpf: samples.cpf, image });
      expect(answer).toMatchObject({ status: 'Failure', isAlive: false });
      expect([300, 400, 500]).toContain(answer.messageCode);
    }
  });
}

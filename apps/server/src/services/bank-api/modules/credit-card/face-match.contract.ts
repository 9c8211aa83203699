import { expect, it } from 'vitest';
import type { FaceMatch } from './face-match.port.ts';

/** Selfies the adapter's test environment answers: one of a live face, one that is not. */
export interface FaceMatchSamples {
  cpf: string;
  live: Uint8Array;
  notAlive: Uint8Array;
}

/** What the bank relies on from any face-liveness check. */
export function faceMatchContract(faceMatch: FaceMatch, samples: FaceMatchSamples): void {
  it('approves a live face with the provider code 200 and an id to keep', () => {
    const answer = faceMatch.check({ cpf: samples.cpf, image: samples.live });
    expect(answer).toMatchObject({ approved: true, messageCode: 200 });
    expect(answer.requestId.trim()).not.toBe('');
    expect(answer.requestId).not.toContain(samples.cpf);
  });

  it('refuses a face that is not alive, and an empty image, with a provider code other than 200', () => {
    for (const image of [samples.notAlive, new Uint8Array()]) {
      const answer = faceMatch.check({ cpf: samples.cpf, image });
      expect(answer.approved).toBe(false);
      expect([300, 400, 500]).toContain(answer.messageCode);
    }
  });
}

import { expect, it } from 'vitest';
import type { IdentityProvider } from './identity-provider.ts';

/** Images the adapter's test environment answers: a readable document, an unreadable one, two selfies. */
export interface IdentityProviderSamples {
  cpf: string;
  readableFront: Uint8Array;
  unreadable: Uint8Array;
  live: Uint8Array;
  notAlive: Uint8Array;
}

/** What account opening relies on from any identity provider (document reading and liveness). */
export function identityProviderContract(provider: IdentityProvider, samples: IdentityProviderSamples): void {
  it('reads a document front into the fields the applicant confirms, the same way each time', async () => {
    const input = {
      cpf: samples.cpf,
      name: 'Maria da Silva',
      birthDate: '1990-05-17',
      kind: 'RG' as const,
      side: 'FRENTE' as const,
      image: samples.readableFront,
    };
    const reading = await provider.readDocument(input);
    expect(reading.ok).toBe(true);
    const ocr = reading.ok ? reading.ocr : null;
    if (ocr) {
      expect(ocr.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ocr.issueState).toMatch(/^[A-Z]{2}$/);
      expect(ocr.dob).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);
      expect(typeof ocr.name).toBe('string');
    }
    expect(await provider.readDocument(input)).toEqual(reading);
  });

  it('says when a document cannot be read, with a provider code', async () => {
    const reading = await provider.readDocument({
      cpf: samples.cpf,
      name: 'Maria da Silva',
      birthDate: '1990-05-17',
      kind: 'CNH',
      side: 'VERSO',
      image: samples.unreadable,
    });
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.messageCode).toBeGreaterThan(200);
  });

  it('finds a live face alive (200), and a face that is not alive, or no image, not alive', async () => {
    const live = await provider.checkLiveness({ cpf: samples.cpf, image: samples.live });
    expect(live).toMatchObject({ alive: true, messageCode: 200 });
    expect(live.requestId).not.toContain(samples.cpf);
    for (const image of [samples.notAlive, new Uint8Array()]) {
      const answer = await provider.checkLiveness({ cpf: samples.cpf, image });
      expect(answer.alive).toBe(false);
      expect([300, 400, 500]).toContain(answer.messageCode);
    }
  });
}

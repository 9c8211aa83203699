import { isValidCpf } from '@carteira/core/br';
import { describe, expect, it } from 'vitest';
import {
  checkLiveness,
  LIVENESS_FAIL_MARKER,
  LIVENESS_FAILING_CPFS,
  MIN_IMAGE_BYTES,
  sandboxSelfie,
} from './identity-provider.ts';

const CPF = '39053344705';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('sandbox identity provider (face liveness)', () => {
  it('says alive for a selfie of 1 KB or more', () => {
    const a = checkLiveness({ cpf: CPF, image: sandboxSelfie() });
    expect(a).toMatchObject({ status: 'Success', isAlive: true, messageCode: 200 });
    expect(a.userId).toMatch(UUID);
    expect(a.requestId).toMatch(UUID);
    expect(checkLiveness({ cpf: CPF, image: sandboxSelfie({ size: MIN_IMAGE_BYTES }) }).isAlive).toBe(true);
  });

  it('finds no face in an empty or tiny image (messageCode 300)', () => {
    for (const size of [0, 1, MIN_IMAGE_BYTES - 1]) {
      expect(checkLiveness({ cpf: CPF, image: new Uint8Array(size) })).toMatchObject({
        status: 'Failure',
        isAlive: false,
        messageCode: 300,
      });
    }
  });

  it('always fails for a listed CPF (messageCode 400), Iara among them', () => {
    expect(LIVENESS_FAILING_CPFS).toContain('92603741896');
    for (const cpf of LIVENESS_FAILING_CPFS) {
      expect(isValidCpf(cpf)).toBe(true);
      expect(checkLiveness({ cpf, image: sandboxSelfie() })).toMatchObject({
        status: 'Failure',
        isAlive: false,
        messageCode: 400,
      });
    }
    expect(checkLiveness({ cpf: '926.037.418-96', image: sandboxSelfie() }).messageCode).toBe(400);
  });

  it('fails an image that starts with the marker, for any customer', () => {
    const image = sandboxSelfie({ alive: false });
    expect(new TextDecoder().decode(image.subarray(0, LIVENESS_FAIL_MARKER.length))).toBe(
      'SANDBOX-NOT-ALIVE',
    );
    expect(checkLiveness({ cpf: CPF, image })).toMatchObject({ status: 'Failure', messageCode: 400 });
    // The marker elsewhere in the image does not count.
    const later = sandboxSelfie();
    later.set(LIVENESS_FAIL_MARKER, 10);
    expect(checkLiveness({ cpf: CPF, image: later }).isAlive).toBe(true);
  });

  it('answers an invalid CPF with messageCode 500', () => {
    expect(checkLiveness({ cpf: '12345678900', image: sandboxSelfie() })).toMatchObject({
      status: 'Failure',
      isAlive: false,
      messageCode: 500,
    });
  });

  it('gives the same ids for the same input; userId follows the CPF only and never holds it', () => {
    const a = checkLiveness({ cpf: CPF, image: sandboxSelfie() });
    expect(checkLiveness({ cpf: CPF, image: sandboxSelfie() })).toEqual(a);
    const other = sandboxSelfie();
    other[500] = 0;
    const b = checkLiveness({ cpf: CPF, image: other });
    expect(b.userId).toBe(a.userId);
    expect(b.requestId).not.toBe(a.requestId);
    const c = checkLiveness({ cpf: '27548438923', image: sandboxSelfie() });
    expect(c.userId).not.toBe(a.userId);
    expect(c.requestId).not.toBe(a.requestId);
    for (const answer of [a, b, c]) {
      expect(answer.userId.replace(/-/g, '')).not.toContain(CPF);
      expect(JSON.stringify(answer)).not.toContain(CPF);
    }
    expect(checkLiveness({ cpf: '390.533.447-05', image: sandboxSelfie() })).toEqual(a);
  });
});

import { describe, expect, it } from 'vitest';
import { readAnswer } from './read-answer.ts';

describe('readAnswer', () => {
  it('keeps the challenge of a 40123 (a login from a new device) for /newDeviceAlert', () => {
    const answer = readAnswer({
      success: false,
      status: 403,
      error: {
        code: 40123,
        message: 'Novo aparelho detectado',
        chaveDeDesafio: 'k'.repeat(43),
        celularMascarado: '(31) *****-3344',
      },
    });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.challenge).toEqual({
      chaveDeDesafio: 'k'.repeat(43),
      celularMascarado: '(31) *****-3344',
    });
  });

  it('reads no challenge from any other refusal, nor from a 40123 without one', () => {
    const other = readAnswer({
      success: false,
      status: 400,
      error: { code: 47029, message: 'x', chaveDeDesafio: 'k', celularMascarado: 'y' },
    });
    const bare = readAnswer({ success: false, status: 403, error: { code: 40123, message: 'x' } });
    expect(other.ok || other.error.challenge).toBeUndefined();
    expect(bare.ok || bare.error.challenge).toBeUndefined();
  });
});

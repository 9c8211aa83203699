import { describe, expect, it } from 'vitest';
import { reais } from './wire-reais.ts';

describe('reais (wire amount -> Centavos)', () => {
  const positive = reais((n) => n.positive('deve ser maior que zero'));

  it('reads decimal reais as integer centavos', () => {
    expect(positive.parse(12.34)).toBe(1234);
    expect(positive.parse(0.1)).toBe(10);
    expect(reais().parse(0)).toBe(0);
  });

  it('refuses a third decimal and the field’s own bounds', () => {
    expect(positive.safeParse(1.005).error?.issues[0]?.message).toBe(
      'deve ter no máximo duas casas decimais',
    );
    expect(positive.safeParse(0).error?.issues[0]?.message).toBe('deve ser maior que zero');
  });
});

import { describe, expect, it } from 'vitest';
import { isValidHolderName } from './index.ts';

describe('isValidHolderName', () => {
  it.each([
    'Marcos Vinícius Rocha',
    'Padaria Pão Dourado Ltda',
    'Rede Saque Fácil S.A.',
    "M & M Comércio D'Ávila",
    ' Ateliê Aurora Ltda ',
  ])('accepts %j', (name) => {
    expect(isValidHolderName(name)).toBe(true);
  });

  it.each(['', ' ', 'A', '123', 'Loja <script>', 'Nome@empresa', 'x'.repeat(81)])('refuses %j', (name) => {
    expect(isValidHolderName(name)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isGuessablePin, newPasswordProblem } from './credential-rules.ts';

describe('newPasswordProblem', () => {
  it('accepts 8 to 16 characters with letters and digits', () => {
    expect(newPasswordProblem('carteira123')).toBeUndefined();
    expect(newPasswordProblem('a1b2c3d4e5f6g7h8')).toBeUndefined();
    expect(newPasswordProblem('nova senha 9')).toBeUndefined();
  });
  it('names the broken rule', () => {
    expect(newPasswordProblem('abc123')).toBe('length');
    expect(newPasswordProblem('a1b2c3d4e5f6g7h8i')).toBe('length');
    expect(newPasswordProblem('somenteletras')).toBe('lettersAndDigits');
    expect(newPasswordProblem('12345678')).toBe('lettersAndDigits');
    expect(newPasswordProblem('x39053344705', '39053344705')).toBe('containsCpf');
  });
});

describe('isGuessablePin', () => {
  it('flags repeated digits and straight runs', () => {
    for (const pin of ['0000', '7777', '1234', '3456', '9876', '6543'])
      expect(isGuessablePin(pin)).toBe(true);
  });
  it('lets other PINs through', () => {
    for (const pin of ['2580', '1357', '9012', '1243', '4826']) expect(isGuessablePin(pin)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isCompletePin,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPin,
  maskEmail,
  normalizePassword,
} from './index.ts';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'joao.silva@exemplo.com.br', ' maria+pix@x.io ', 'ANA_1%x-y@sub-dom.example.org'])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'a',
    'a@b',
    '@b.com',
    'a@.com',
    'a@b.',
    'a b@c.com',
    'a@b..com',
    'a@-b.com',
    'joão@x.com',
    'a@@b.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('maskEmail', () => {
  it.each([
    ['joao.silva@exemplo.com', 'jXXXXXXXXa@exemplo.com'],
    ['abc@x.com', 'aXc@x.com'],
    ['ab@x.com', 'ab@x.com'],
    ['a@x.com', 'a@x.com'],
    ['  maria@x.com ', 'mXXXa@x.com'],
    ['sem-arroba', 'sem-arroba'],
  ])('%j -> %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('isValidName', () => {
  it.each(['Maria', 'José da Silva', 'João Gonçalves Araújo', '  Ana  Lúcia ', 'Ñandú', 'Zoë'])(
    'accepts %j',
    (n) => {
      expect(isValidName(n)).toBe(true);
    },
  );

  it.each(['', '   ', 'Maria2', 'Ana-Maria', "D'Ávila", 'Ana.', 'João@', 'R$ Silva', 'Ana_Lu'])(
    'refuses %j',
    (n) => {
      expect(isValidName(n)).toBe(false);
    },
  );

  it('accepts decomposed accents (letter plus combining mark)', () => {
    expect(isValidName('Jose\u0301')).toBe(true);
  });
});

describe('PIN', () => {
  it('isValidPin: digits only, empty valid, at most 4', () => {
    expect(isValidPin('')).toBe(true);
    expect(isValidPin('1')).toBe(true);
    expect(isValidPin('1234')).toBe(true);
    expect(isValidPin('12345')).toBe(false);
    expect(isValidPin('12a')).toBe(false);
    expect(isValidPin(' 12')).toBe(false);
  });

  it('isCompletePin: exactly 4 digits', () => {
    expect(isCompletePin('1234')).toBe(true);
    expect(isCompletePin('0000')).toBe(true);
    expect(isCompletePin('123')).toBe(false);
    expect(isCompletePin('')).toBe(false);
    expect(isCompletePin('12345')).toBe(false);
    expect(isCompletePin('12a4')).toBe(false);
  });
});

describe('password', () => {
  it('strips whitespace and limits to 16', () => {
    expect(normalizePassword(' ab cd ')).toBe('abcd');
    expect(normalizePassword('a'.repeat(20))).toBe('a'.repeat(16));
    expect(normalizePassword('😀'.repeat(17))).toBe('😀'.repeat(16));
  });

  it('is valid from 8 to 16 characters after stripping spaces', () => {
    expect(isValidPassword('1234567')).toBe(false);
    expect(isValidPassword('12345678')).toBe(true);
    expect(isValidPassword('1234 5678')).toBe(true);
    expect(isValidPassword('1234 567')).toBe(false);
    expect(isValidPassword('a'.repeat(16))).toBe(true);
    expect(isValidPassword('a'.repeat(17))).toBe(false);
    expect(isValidPassword(`${'a'.repeat(16)}    `)).toBe(true);
    expect(isValidPassword('')).toBe(false);
  });
});

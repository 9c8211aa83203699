import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom } from '../test-support/random.ts';
import { type Centavos, centavos, fromReais, MAX_WIRE_REAIS, toReais } from './index.ts';

describe('fromReais', () => {
  it.each<[number | string, number]>([
    [12.34, 1234],
    [0.1, 10],
    [0.01, 1],
    [1, 100],
    [0, 0],
    [-0, 0],
    [-7.5, -750],
    [1234567.89, 123456789],
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    ['007.05', 705],
    ['-0.5', -50],
    ['+3', 300],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('%s -> %i centavos', (reais, expected) => {
    const result = fromReais(reais);
    expect(result).toBe(expected);
    expect(Object.is(result, -0)).toBe(false);
  });

  it.each<number | string>([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    12.345,
    0.1 + 0.2,
    1e-7,
    MAX_WIRE_REAIS,
    '12.345',
    '1e3',
    '',
    ' 12.34',
    '12,34',
    '1.234,56',
    '1,234.56',
    '.5',
    '5.',
    '--5',
    'NaN',
    'Infinity',
    '90071992547409.92',
  ])('refuses %s', (reais) => {
    expect(() => fromReais(reais)).toThrow(RangeError);
  });

  it('refuses values that are neither numbers nor strings', () => {
    expect(() => fromReais(null as unknown as number)).toThrow(TypeError);
  });
});

describe('toReais', () => {
  it.each([
    [1234, 12.34],
    [1, 0.01],
    [10, 0.1],
    [0, 0],
    [-750, -7.5],
    [123456789, 1234567.89],
  ])('%i -> %s', (amount, reais) => {
    expect(toReais(centavos(amount))).toBe(reais);
  });

  it('prints with at most two decimals in JSON', () => {
    expect(JSON.stringify({ valor: toReais(centavos(1999)) })).toBe('{"valor":19.99}');
    expect(JSON.stringify({ valor: toReais(centavos(30)) })).toBe('{"valor":0.3}');
  });

  it('refuses amounts a number cannot carry exactly', () => {
    expect(() => toReais(centavos(MAX_WIRE_REAIS * 100))).toThrow(RangeError);
    expect(() => toReais(1.5 as Centavos)).toThrow(RangeError);
    expect(toReais(centavos(MAX_WIRE_REAIS * 100 - 1))).toBe(MAX_WIRE_REAIS - 0.01);
  });

  it('round-trips every amount through the wire, also through JSON', () => {
    const random = seededRandom(7);
    const samples = [0, 1, 99, 100, 101, 999_999, MAX_WIRE_REAIS * 100 - 1, -(MAX_WIRE_REAIS * 100 - 1)];
    for (let i = 0; i < 20_000; i++) {
      const length = randomInt(random, 1, 16);
      const magnitude = Number(Array.from({ length }, () => randomInt(random, 0, 9)).join(''));
      samples.push(random() < 0.5 ? -magnitude : magnitude);
    }
    for (const n of samples) {
      if (Math.abs(n) >= MAX_WIRE_REAIS * 100) continue;
      const amount = centavos(n);
      expect(fromReais(toReais(amount))).toBe(amount);
      expect(fromReais(JSON.parse(JSON.stringify(toReais(amount))) as number)).toBe(amount);
    }
  });
});

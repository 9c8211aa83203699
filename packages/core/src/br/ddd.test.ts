import { describe, expect, it } from 'vitest';
import { ANATEL_DDDS, isAssignedDdd, mobileNumberProblem } from './index.ts';

describe('ANATEL_DDDS', () => {
  it('holds the 67 area codes of the national numbering plan, each once, in order', () => {
    expect(ANATEL_DDDS).toHaveLength(67);
    expect(new Set(ANATEL_DDDS).size).toBe(67);
    expect([...ANATEL_DDDS].sort()).toEqual(ANATEL_DDDS);
  });

  it.each([
    '11',
    '19',
    '21',
    '22',
    '24',
    '27',
    '28',
    '31',
    '35',
    '37',
    '38',
    '41',
    '49',
    '51',
    '53',
    '54',
    '55',
    '61',
    '69',
    '71',
    '73',
    '74',
    '75',
    '77',
    '79',
    '81',
    '89',
    '91',
    '99',
  ])('assigns %s', (ddd) => {
    expect(isAssignedDdd(ddd)).toBe(true);
  });

  it.each([
    '10',
    '20',
    '23',
    '25',
    '26',
    '29',
    '30',
    '36',
    '39',
    '40',
    '50',
    '52',
    '56',
    '57',
    '58',
    '59',
    '60',
    '70',
    '72',
    '76',
    '78',
    '80',
    '90',
    '00',
    '011',
    '1',
    '',
    'ab',
  ])('does not assign %j', (ddd) => {
    expect(isAssignedDdd(ddd)).toBe(false);
  });
});

describe('mobileNumberProblem', () => {
  it('accepts a mobile number typed with the mask or as digits', () => {
    expect(mobileNumberProblem('(11) 98765-4321')).toBeNull();
    expect(mobileNumberProblem('21987654321')).toBeNull();
  });

  it('names the DDD when the area code is not one Anatel assigns', () => {
    expect(mobileNumberProblem('(20) 98765-4321')).toBe('ddd');
    expect(mobileNumberProblem('(10) 98765-4321')).toBe('ddd');
    expect(mobileNumberProblem('')).toBe('ddd');
  });

  it('names the number when it is not 9 digits starting with 9', () => {
    expect(mobileNumberProblem('(11) 3456-7890')).toBe('number');
    expect(mobileNumberProblem('(11) 88765-4321')).toBe('number');
    expect(mobileNumberProblem('(11) 98765-432')).toBe('number');
    expect(mobileNumberProblem('119876543210')).toBe('number');
  });
});

import { onlyDigits } from './digits.ts';

/**
 * The area codes (DDD) Anatel assigns in Brazil's national numbering plan: 67 codes. Stricter than
 * the spec's "11 to 99" (`isValidDdd`, which the onboarding forms follow): 20, 23, 25, 26, 29, 30,
 * 36, 39, 40, 50, 52, 56-60, 70, 72, 76, 78, 80 and 90 are assigned to no area.
 */
export const ANATEL_DDDS: readonly string[] = [
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '21',
  '22',
  '24',
  '27',
  '28',
  '31',
  '32',
  '33',
  '34',
  '35',
  '37',
  '38',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '53',
  '54',
  '55',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '67',
  '68',
  '69',
  '71',
  '73',
  '74',
  '75',
  '77',
  '79',
  '81',
  '82',
  '83',
  '84',
  '85',
  '86',
  '87',
  '88',
  '89',
  '91',
  '92',
  '93',
  '94',
  '95',
  '96',
  '97',
  '98',
  '99',
];

const ASSIGNED = new Set(ANATEL_DDDS);

/** Whether a 2-digit text is a DDD Anatel assigns to an area ("11" yes, "20" and "011" no). */
export function isAssignedDdd(ddd: string): boolean {
  return ASSIGNED.has(ddd);
}

/** The country code of every Brazilian number a recharge is sent to (wallet.md section 9). */
export const BRAZIL_DDI = '55';

export type MobileNumberProblem = 'ddd' | 'number';

/**
 * What is wrong with a mobile number to recharge, typed as the mask shows it ("(11) 98765-4321") or
 * as digits: 'ddd' when the first two digits are no assigned area code, 'number' when the rest is not
 * 9 digits starting with 9; null when it is a mobile number.
 */
export function mobileNumberProblem(text: string): MobileNumberProblem | null {
  const digits = onlyDigits(text);
  if (digits.length < 2 || !isAssignedDdd(digits.slice(0, 2))) return 'ddd';
  return /^9\d{8}$/.test(digits.slice(2)) ? null : 'number';
}

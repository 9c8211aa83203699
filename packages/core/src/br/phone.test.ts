import { describe, expect, it } from 'vitest';
import {
  CANCEL_PHONE_MASK_LENGTH,
  formatPhone,
  isValidDdd,
  isValidMobilePhone,
  maskPhoneTail,
  parsePhone,
  phoneDigits,
} from './index.ts';

describe('isValidDdd', () => {
  it('lets a text shorter than 2 characters pass', () => {
    expect(isValidDdd('')).toBe(true);
    expect(isValidDdd('1')).toBe(true);
    expect(isValidDdd('a')).toBe(true);
  });

  it.each(['11', '21', '61', '99', '011'])('accepts %s', (ddd) => {
    expect(isValidDdd(ddd)).toBe(true);
  });

  it.each(['10', '00', '01', '100', '1a', '+11', ' 11', '1.5'])('refuses %j', (ddd) => {
    expect(isValidDdd(ddd)).toBe(false);
  });
});

describe('formatPhone (mask)', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['11987', '(11) 987'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1134567890', '(11) 3456-7890'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
    ['011987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['0', ''],
  ])('%j -> %j', (text, formatted) => {
    expect(formatPhone(text)).toBe(formatted);
  });

  it('keeps national digits only', () => {
    expect(phoneDigits('(011) 98765-4321')).toBe('11987654321');
  });
});

describe('parsePhone', () => {
  it('splits into a 3-digit area part and up to 9 digits', () => {
    expect(parsePhone('(11) 98765-4321')).toEqual({
      ddd: '011',
      phoneNumber: '987654321',
      formattedPhoneNumber: '(11) 98765-4321',
    });
    expect(parsePhone('011987654321').ddd).toBe('011');
    expect(parsePhone('2134567890')).toEqual({
      ddd: '021',
      phoneNumber: '34567890',
      formattedPhoneNumber: '(21) 3456-7890',
    });
  });

  it('works on partial input', () => {
    expect(parsePhone('')).toEqual({ ddd: '', phoneNumber: '', formattedPhoneNumber: '' });
    expect(parsePhone('1')).toEqual({ ddd: '01', phoneNumber: '', formattedPhoneNumber: '(1' });
    expect(parsePhone('1198')).toEqual({ ddd: '011', phoneNumber: '98', formattedPhoneNumber: '(11) 98' });
  });
});

describe('isValidMobilePhone', () => {
  it.each(['11987654321', '(11) 98765-4321', '011987654321', '21 9 8765 4321'])('accepts %j', (p) => {
    expect(isValidMobilePhone(p)).toBe(true);
  });

  it.each(['1198765432', '11887654321', '10987654321', '(11) 98765-432a', '', '119876543210'])(
    'refuses %j',
    (p) => {
      expect(isValidMobilePhone(p)).toBe(false);
    },
  );
});

describe('maskPhoneTail (the cancel-account code phone, wallet.md section 9)', () => {
  it('keeps 9 trailing characters, only the last 4 visible', () => {
    expect(maskPhoneTail('11987654321')).toBe('*****4321');
    expect(maskPhoneTail('(11) 98765-4321')).toBe('*****4321');
    expect(maskPhoneTail('+55 11 98765-4321')).toHaveLength(CANCEL_PHONE_MASK_LENGTH);
    expect(maskPhoneTail('1234')).toBe('1234');
    expect(maskPhoneTail('')).toBe('');
  });
});
